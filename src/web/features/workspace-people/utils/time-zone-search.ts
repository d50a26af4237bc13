/** "America/New_York" → "america/new york": how a zone's name is searched. */
const searchable = (text: string) => text.toLowerCase().replaceAll('_', ' ');

/**
 * The zones whose name holds every word typed, in their order: "new york" finds America/New_York,
 * "europe lon" finds Europe/London; nothing typed keeps them all.
 */
export function matchTimeZones(zones: readonly string[], text: string): string[] {
  const words = searchable(text).split(/[\s/]+/).filter(Boolean);
  if (words.length === 0) return [...zones];
  return zones.filter((zone) => {
    const name = searchable(zone);
    return words.every((word) => name.includes(word));
  });
}
