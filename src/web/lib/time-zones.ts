/** The time zone every workspace starts with when none is known. */
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * The browser's time zone (an IANA name such as "Europe/Paris"), read when asked: a device that
 * travels, or whose setting changed since the page loaded, answers its zone of now. Undefined when the
 * browser does not say.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The zones the browser knows, A to Z; `supportedValuesOf` leaves out UTC, which is put first. */
function knownTimeZones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [DEFAULT_TIME_ZONE, ...supported.filter((zone) => zone !== DEFAULT_TIME_ZONE)];
}

/**
 * The zones to choose from: those the browser knows, and `current` among them even when the browser
 * knows it by another name (an older spelling, "Europe/Kiev" for "Europe/Kyiv"), so the chosen one is listed.
 */
export function timeZoneChoices(current?: string): string[] {
  const known = knownTimeZones();
  if (!current || known.includes(current)) return known;
  return [DEFAULT_TIME_ZONE, ...[...known.slice(1), current].sort()];
}

/** "America/New_York" → "America/New York": the IANA name as people read it. */
export function timeZoneName(zone: string): string {
  return zone.replaceAll('_', ' ');
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat | null>();

/** The zone's offset from UTC at `at`: "UTC+01:00", "UTC-05:00", "UTC+00:00"; '' when the browser does not know the zone. */
export function timeZoneOffset(zone: string, at: Date): string {
  let formatter = offsetFormatters.get(zone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    } catch {
      formatter = null;
    }
    offsetFormatters.set(zone, formatter);
  }
  if (!formatter) return '';
  const offset = formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  // Intl writes "GMT+01:00", and may write plain "GMT" for no offset.
  return offset === 'GMT' ? 'UTC+00:00' : offset.replace(/^GMT/, 'UTC');
}
