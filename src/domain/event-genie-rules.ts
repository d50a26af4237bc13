// EventGenie without zod: the curated theme sets that ship with the app (moods, palettes, font
// pairings, names, taglines, decoration and activity ideas), the WCAG contrast arithmetic, the event
// type read from a name, and the composition of a theme from an event, a mood and a seed. The same
// seed always composes the same theme, so a page can show "Another idea" and a test can pin one.
// event-genie.ts re-exports all of it with the schemas.
import { BUILT_IN_TEMPLATES } from './built-in-templates.ts';
import type { EventDates } from './countdown.ts';
import { planTemplateTasks, type BuiltInTemplateKey, type PlannedTemplateTask } from './template-rules.ts';

export const GENIE_MOODS = ['elegant', 'playful', 'festive', 'calm', 'bold', 'rustic'] as const;
export type GenieMood = (typeof GENIE_MOODS)[number];

export const GENIE_MOOD_LABELS: Record<GenieMood, string> = {
  elegant: 'Elegant',
  playful: 'Playful',
  festive: 'Festive',
  calm: 'Calm',
  bold: 'Bold',
  rustic: 'Rustic',
};

export const GENIE_MOOD_HINTS: Record<GenieMood, string> = {
  elegant: 'Refined, quiet luxury',
  playful: 'Bright and light-hearted',
  festive: 'Warm, celebratory, sparkling',
  calm: 'Soft, airy and unhurried',
  bold: 'Strong colour, big statements',
  rustic: 'Natural, handmade, earthy',
};

/** The kinds of event EventGenie knows: each is one of the built-in templates. */
export type GenieEventType = BuiltInTemplateKey;
export const GENIE_EVENT_TYPE_LABELS: Record<GenieEventType, string> = {
  conference: 'Conference',
  wedding: 'Wedding',
  meetup: 'Meetup',
};

/** WCAG 2.x level AA for normal text. */
export const AA_CONTRAST = 4.5;

export const GENIE_MESSAGES = {
  moodInvalid: 'Choose a mood: Elegant, Playful, Festive, Calm, Bold or Rustic',
  typeInvalid: 'Choose an event type: conference, wedding or meetup',
  seedInvalid: 'Seed must be a whole number from 0 to 2147483647',
  eventRequired: 'Please select an event',
  nothingToApply: 'Choose the tagline, the tasks or both to apply',
  taglineTooLong: (max: number) => `The description with the tagline would be longer than ${max.toLocaleString('en-US')} characters: shorten the description first`,
  tooManyRequests: (seconds: number) => `Too many themes composed. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Contrast (WCAG 2.x relative luminance)

const HEX = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  if (!isHexColour(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  const r = parseInt(hex.slice(1, 3), 16);
  const g = parseInt(hex.slice(3, 5), 16);
  const b = parseInt(hex.slice(5, 7), 16);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The ratio as shown: rounded down to two decimals, so 4.499 never reads as passing "4.50". */
export function displayedRatio(ratio: number): number {
  return Math.floor(ratio * 100) / 100;
}

export function meetsAA(foreground: string, background: string): boolean {
  return contrastRatio(foreground, background) >= AA_CONTRAST;
}

// HSL arithmetic for the generated variants.
function hexToHsl(hex: string): [number, number, number] {
  const r = parseInt(hex.slice(1, 3), 16) / 255;
  const g = parseInt(hex.slice(3, 5), 16) / 255;
  const b = parseInt(hex.slice(5, 7), 16) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  const byte = (value: number) =>
    Math.round(Math.min(1, Math.max(0, value + m)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}`;
}

/** The colour's hue turned by `degrees`, its saturation and lightness kept. */
export function rotateHue(hex: string, degrees: number): string {
  const [h, s, l] = hexToHsl(hex);
  return hslToHex(h + degrees, s, l);
}

/**
 * `foreground` made darker (on a light background) or lighter (on a dark one), in small steps, until
 * it meets AA on `background`; black or white at the end, which always does on a colour that needed it.
 */
export function ensureContrast(foreground: string, background: string): string {
  if (meetsAA(foreground, background)) return foreground;
  const [h, s, l] = hexToHsl(foreground);
  const darken = relativeLuminance(background) > 0.18;
  for (let step = 1; step <= 50; step += 1) {
    const candidate = hslToHex(h, s, Math.min(1, Math.max(0, darken ? l - step * 0.02 : l + step * 0.02)));
    if (meetsAA(candidate, background)) return candidate;
  }
  return darken ? '#000000' : '#ffffff';
}

// ---------------------------------------------------------------------------------------------
// Curated sets

export interface GeniePaletteColours {
  /** The page. */
  background: string;
  /** Cards and panels on it. */
  surface: string;
  /** Body text, on the background and on the surface. */
  text: string;
  /** Buttons, banners. */
  accent: string;
  /** Text on the accent. */
  onAccent: string;
}

export interface CuratedPalette {
  name: string;
  colours: GeniePaletteColours;
}

/** The pairs of a palette that carry text: each must meet AA. */
export const PALETTE_TEXT_PAIRS = [
  { foreground: 'text', background: 'background', label: 'Text on background' },
  { foreground: 'text', background: 'surface', label: 'Text on surface' },
  { foreground: 'onAccent', background: 'accent', label: 'Text on accent' },
] as const satisfies readonly { foreground: keyof GeniePaletteColours; background: keyof GeniePaletteColours; label: string }[];

export const PALETTE_ROLE_LABELS: Record<keyof GeniePaletteColours, string> = {
  background: 'Background',
  surface: 'Surface',
  text: 'Text',
  accent: 'Accent',
  onAccent: 'Text on accent',
};

export const CURATED_PALETTES: Record<GenieMood, readonly CuratedPalette[]> = {
  elegant: [
    { name: 'Ivory and ink', colours: { background: '#faf7f2', surface: '#f0e9dd', text: '#1f1b16', accent: '#6b4e16', onAccent: '#fffaf0' } },
    { name: 'Midnight and gold', colours: { background: '#14182b', surface: '#1f2540', text: '#f3ecd9', accent: '#d8b45a', onAccent: '#14182b' } },
    { name: 'Pearl and plum', colours: { background: '#f7f4f8', surface: '#ece4ef', text: '#241828', accent: '#5b2a6e', onAccent: '#ffffff' } },
  ],
  playful: [
    { name: 'Sherbet', colours: { background: '#fff8ef', surface: '#ffe9d6', text: '#2b1d12', accent: '#c2185b', onAccent: '#ffffff' } },
    { name: 'Bubblegum sky', colours: { background: '#f2f8ff', surface: '#dcecff', text: '#10243d', accent: '#6a1b9a', onAccent: '#ffffff' } },
    { name: 'Lime pop', colours: { background: '#fbfff0', surface: '#eef8cf', text: '#1c2406', accent: '#00695c', onAccent: '#ffffff' } },
  ],
  festive: [
    { name: 'Cranberry and cream', colours: { background: '#fffaf3', surface: '#f7eadb', text: '#2a1410', accent: '#9b1c2c', onAccent: '#fff8ee' } },
    { name: 'Evergreen and brass', colours: { background: '#0f2a1e', surface: '#173a2a', text: '#f4efe2', accent: '#e0b44c', onAccent: '#10261b' } },
    { name: 'Confetti night', colours: { background: '#1b1035', surface: '#271a4a', text: '#fbf5ff', accent: '#ffcf4a', onAccent: '#1b1035' } },
  ],
  calm: [
    { name: 'Sea mist', colours: { background: '#f3f8f8', surface: '#e2eeee', text: '#16302f', accent: '#2f6b6a', onAccent: '#ffffff' } },
    { name: 'Linen and sage', colours: { background: '#f6f5ef', surface: '#e8e8dc', text: '#25291f', accent: '#4e6b3a', onAccent: '#ffffff' } },
    { name: 'Dusk blue', colours: { background: '#eef2f8', surface: '#dde5f1', text: '#1a2436', accent: '#35527e', onAccent: '#ffffff' } },
  ],
  bold: [
    { name: 'Black and signal', colours: { background: '#111111', surface: '#1e1e1e', text: '#ffffff', accent: '#ffd400', onAccent: '#111111' } },
    { name: 'Electric cobalt', colours: { background: '#ffffff', surface: '#eef1ff', text: '#0b0f2e', accent: '#1f3bd1', onAccent: '#ffffff' } },
    { name: 'Poppy red', colours: { background: '#fff6f2', surface: '#ffe4da', text: '#1d0b06', accent: '#b3261e', onAccent: '#ffffff' } },
  ],
  rustic: [
    { name: 'Barn wood', colours: { background: '#f7f1e8', surface: '#ece0cf', text: '#2e2116', accent: '#7a4a24', onAccent: '#fff8ee' } },
    { name: 'Olive grove', colours: { background: '#f4f3ea', surface: '#e4e2cf', text: '#24261a', accent: '#5a5e2a', onAccent: '#ffffff' } },
    { name: 'Terracotta', colours: { background: '#fbf3ee', surface: '#f3e1d6', text: '#2d1a12', accent: '#9c4221', onAccent: '#ffffff' } },
  ],
};

export interface GenieFont {
  name: string;
  /** A CSS font-family stack of fonts every system has or falls back from. */
  stack: string;
}

export interface GenieFontPairing {
  heading: GenieFont;
  body: GenieFont;
}

const FONTS = {
  georgia: { name: 'Georgia', stack: 'Georgia, "Times New Roman", serif' },
  palatino: { name: 'Palatino', stack: '"Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif' },
  garamond: { name: 'Garamond', stack: 'Garamond, "EB Garamond", Baskerville, "Times New Roman", serif' },
  didot: { name: 'Didot', stack: 'Didot, "Bodoni MT", "Bodoni 72", Georgia, serif' },
  system: { name: 'System sans-serif', stack: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  helvetica: { name: 'Helvetica', stack: '"Helvetica Neue", Helvetica, Arial, sans-serif' },
  verdana: { name: 'Verdana', stack: 'Verdana, Geneva, Tahoma, sans-serif' },
  trebuchet: { name: 'Trebuchet MS', stack: '"Trebuchet MS", "Lucida Grande", "Lucida Sans Unicode", sans-serif' },
  rounded: { name: 'Rounded sans-serif', stack: 'ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", "Trebuchet MS", sans-serif' },
  impact: { name: 'Impact', stack: 'Impact, Haettenschweiler, "Arial Narrow Bold", "Franklin Gothic Bold", sans-serif' },
  franklin: { name: 'Franklin Gothic', stack: '"Franklin Gothic Medium", "Arial Narrow", Arial, sans-serif' },
  rockwell: { name: 'Rockwell', stack: 'Rockwell, "Rockwell Nova", "Roboto Slab", "Courier New", serif' },
  courier: { name: 'Courier', stack: '"Courier New", Courier, ui-monospace, monospace' },
  optima: { name: 'Optima', stack: 'Optima, Candara, "Noto Sans", "Segoe UI", sans-serif' },
  gillSans: { name: 'Gill Sans', stack: '"Gill Sans", "Gill Sans MT", Calibri, "Segoe UI", sans-serif' },
} satisfies Record<string, GenieFont>;

export const CURATED_FONT_PAIRINGS: Record<GenieMood, readonly GenieFontPairing[]> = {
  elegant: [
    { heading: FONTS.didot, body: FONTS.garamond },
    { heading: FONTS.palatino, body: FONTS.optima },
  ],
  playful: [
    { heading: FONTS.rounded, body: FONTS.verdana },
    { heading: FONTS.trebuchet, body: FONTS.system },
  ],
  festive: [
    { heading: FONTS.palatino, body: FONTS.gillSans },
    { heading: FONTS.georgia, body: FONTS.trebuchet },
  ],
  calm: [
    { heading: FONTS.optima, body: FONTS.system },
    { heading: FONTS.gillSans, body: FONTS.georgia },
  ],
  bold: [
    { heading: FONTS.impact, body: FONTS.helvetica },
    { heading: FONTS.franklin, body: FONTS.system },
  ],
  rustic: [
    { heading: FONTS.rockwell, body: FONTS.georgia },
    { heading: FONTS.courier, body: FONTS.palatino },
  ],
};

/** Theme names: `{event}` is the event's name, `{season}` its season, `{month}` its month. */
const NAMES: Record<GenieMood, readonly string[]> = {
  elegant: ['Ivory Evening', 'Quiet Grandeur', 'Black Tie {season}', 'The Gilded Hour', 'Candlelight and Linen'],
  playful: ['Confetti Club', 'Pop and Fizz', 'Sunny Side Up', 'The Big Doodle', 'Bright Ideas {season}'],
  festive: ['Lanterns and Laughter', 'Golden {season}', 'The Grand Toast', 'Sparkle Season', 'Ribbons and Lights'],
  calm: ['Still Water', 'Slow {season}', 'Morning Light', 'Soft Focus', 'Breathing Room'],
  bold: ['Full Volume', 'Headline {season}', 'No Half Measures', 'High Voltage', 'Loud and Clear'],
  rustic: ['Harvest Table', 'Timber and Twine', 'Fieldstone {season}', 'The Long Barn', 'Wildflower Gathering'],
};

const TAGLINES: Record<GenieMood, readonly string[]> = {
  elegant: [
    '{event}: an occasion of quiet grace.',
    'Timeless moments, beautifully shared at {event}.',
    'Dress up, slow down: {event} this {month}.',
  ],
  playful: [
    '{event}: bring your curiosity, leave with a grin.',
    'Big smiles, bright ideas: see you at {event}!',
    'Come for the {event}, stay for the fun.',
  ],
  festive: [
    '{event}: raise a glass to the good times.',
    'Lights up, spirits high: {event} is here.',
    'Celebrate together at {event} this {month}.',
  ],
  calm: [
    '{event}: room to think, time to connect.',
    'Unhurried conversations at {event}.',
    'A gentle {season} gathering: {event}.',
  ],
  bold: [
    '{event}: go big or go home.',
    'Make some noise at {event}.',
    'This {month}, {event} sets the stage.',
  ],
  rustic: [
    '{event}: good people, simple pleasures.',
    'Pull up a chair at {event}.',
    'Homegrown and heartfelt: {event} this {season}.',
  ],
};

const DECORATIONS: Record<GenieMood, readonly string[]> = {
  elegant: [
    'Tall taper candles in brass holders down the centre of each table',
    'White roses and eucalyptus in low, clear glass vases',
    'Hand-lettered place cards on heavy cream card',
    'Crisp white linen with a single gold thread runner',
    'A framed welcome sign in the palette’s accent colour',
    'Soft, warm uplighting on the walls instead of overhead lights',
  ],
  playful: [
    'Balloon garlands in the palette’s colours over the entrance',
    'Paper pom-poms hanging at different heights',
    'Chalkboard signs with doodles and cheeky directions',
    'Colour-coded name badges with a fun fact on each',
    'Bowls of sweets in matching colours on every table',
    'A photo wall with oversized props',
  ],
  festive: [
    'Strings of warm fairy lights across the ceiling',
    'Metallic streamers and tassels behind the stage',
    'Lanterns along the path to the entrance',
    'Table confetti in the palette’s accent colour',
    'Garlands of greenery with ribbon ends',
    'A sparkling backdrop for group photos',
  ],
  calm: [
    'Potted greenery and trailing ivy in the corners',
    'Natural light with sheer curtains to soften it',
    'Unscented candles in frosted glass',
    'Linen napkins in soft, muted tones',
    'Pebble and driftwood table accents',
    'Quiet corners with cushions and low seating',
  ],
  bold: [
    'Giant block-letter signage in the accent colour',
    'High-contrast banners with one word each',
    'Geometric table centrepieces in black and colour',
    'A neon sign with the event’s name',
    'Colour-blocked walls or drapes behind the stage',
    'Statement floor decals guiding people to each room',
  ],
  rustic: [
    'Mason jars with wildflowers on wooden tables',
    'Burlap runners and kraft-paper menus',
    'Hay bales with blankets for lounge seating',
    'Hand-painted wooden signs with arrows',
    'String lights over long shared tables',
    'Crates of seasonal produce as centrepieces',
  ],
};

const ACTIVITIES: Record<GenieEventType, readonly string[]> = {
  conference: [
    'A speed-networking round after the first keynote',
    'Themed discussion tables at lunch, one topic per table',
    'A live poll projected during the closing panel',
    'A hallway board where attendees post questions for speakers',
    'A short guided stretch break mid-afternoon',
    'Sponsor stamp cards with a prize draw at the end of the day',
  ],
  wedding: [
    'A guest book of instant photos with messages',
    'A signature drink named after the couple',
    'Lawn games between the ceremony and dinner',
    'A song-request card in every invitation',
    'A memory jar where guests leave wishes for the couple',
    'A sparkler send-off at the end of the evening',
  ],
  meetup: [
    'Name badges with "ask me about…" prompts',
    'A five-minute lightning-talk open mic',
    'Icebreaker bingo while people arrive',
    'Small-group roundtables on topics voted at the door',
    'A community notice board for jobs and projects',
    'A group photo before the talks start',
  ],
};

const MOOD_ACTIVITIES: Record<GenieMood, readonly string[]> = {
  elegant: ['A string trio or pianist during arrivals', 'A toast with a short, well-rehearsed speech'],
  playful: ['A quick team quiz with silly prizes', 'A doodle wall everyone can add to'],
  festive: ['A countdown moment with confetti', 'A dessert table reveal with music'],
  calm: ['A quiet room for a break from the crowd', 'A short guided breathing moment to open'],
  bold: ['A high-energy opening with music and lights', 'A live challenge with a leaderboard on screen'],
  rustic: ['A shared long-table meal', 'A make-your-own flower posy station'],
};

// ---------------------------------------------------------------------------------------------
// Type of event

const TYPE_WORDS: readonly { type: GenieEventType; words: RegExp }[] = [
  { type: 'wedding', words: /\b(wedding|weddings|marriage|bride|groom|nuptials?|vow renewal|elopement|engagement)\b/i },
  {
    type: 'conference',
    words: /\b(conference|conf|summit|congress|symposium|forum|expo|convention|keynote|devcon|trade show|colloquium)\b/i,
  },
  {
    type: 'meetup',
    words: /\b(meetup|meet-up|meet up|community|gathering|hackathon|workshop|user group|evening|social|drinks|networking|club)\b/i,
  },
];

/** The kind of event a name or description names, by its words; null when none matches. */
export function inferEventType(text: string): GenieEventType | null {
  for (const { type, words } of TYPE_WORDS) if (words.test(text)) return type;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Seeded choices

export const GENIE_SEED_MAX = 2_147_483_647;

/** A small, fast generator (mulberry32): the same seed gives the same numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickOne<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** `count` different items, in a seeded order. */
function pickSome<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  return pool.slice(0, count);
}

/** A new seed for "Another idea". */
export function newGenieSeed(random: () => number = Math.random): number {
  return Math.floor(random() * GENIE_SEED_MAX);
}

// ---------------------------------------------------------------------------------------------
// The theme

export interface GeniePaletteSwatch {
  role: keyof GeniePaletteColours;
  label: string;
  hex: string;
}

export interface GeniePalettePair {
  label: string;
  foreground: string;
  background: string;
  /** Rounded down to two decimals. */
  ratio: number;
}

export interface GeniePalette {
  name: string;
  colours: GeniePaletteColours;
  swatches: GeniePaletteSwatch[];
  pairs: GeniePalettePair[];
}

export interface GenieTheme {
  name: string;
  tagline: string;
  mood: GenieMood;
  eventType: GenieEventType;
  seed: number;
  palette: GeniePalette;
  fonts: GenieFontPairing;
  decorations: string[];
  activities: string[];
  /** The run of the last week, the day and the day after, from the matching built-in template, with days for this event. */
  skeleton: PlannedTemplateTask[];
  /** The built-in template the skeleton comes from. */
  templateName: string;
}

/** The wording a theme can take from elsewhere (the configured language model); everything else stays curated. */
export interface GenieWording {
  name: string;
  tagline: string;
  decorations: string[];
  activities: string[];
}

export interface GenieEvent extends EventDates {
  name: string;
  description?: string;
}

export const SKELETON_DAYS_BEFORE = 7;
export const SKELETON_DAYS_AFTER = 1;
export const GENIE_IDEA_COUNT = 4;

/** A template's run of day: its tasks from a week before the first day to the day after the last. */
export function runOfDaySkeleton(type: GenieEventType, event: EventDates): PlannedTemplateTask[] {
  const template = BUILT_IN_TEMPLATES.find((candidate) => candidate.key === type)!;
  const window = template.tasks.filter(
    (task) =>
      task.dueOffsetDays !== null &&
      ((task.dueAnchor === 'start' && task.dueOffsetDays >= -SKELETON_DAYS_BEFORE && task.dueOffsetDays <= 0) ||
        (task.dueAnchor === 'end' && task.dueOffsetDays >= 0 && task.dueOffsetDays <= SKELETON_DAYS_AFTER)),
  );
  return planTemplateTasks(window, event);
}

/** The palette's colours with their text pairs and ratios. */
export function describePalette(name: string, colours: GeniePaletteColours): GeniePalette {
  const roles = Object.keys(PALETTE_ROLE_LABELS) as (keyof GeniePaletteColours)[];
  return {
    name,
    colours,
    swatches: roles.map((role) => ({ role, label: PALETTE_ROLE_LABELS[role], hex: colours[role] })),
    pairs: PALETTE_TEXT_PAIRS.map((pair) => ({
      label: pair.label,
      foreground: colours[pair.foreground],
      background: colours[pair.background],
      ratio: displayedRatio(contrastRatio(colours[pair.foreground], colours[pair.background])),
    })),
  };
}

/**
 * A variant of a curated palette: every colour's hue turned by the same small angle, then each text
 * colour moved until it meets AA on what it sits on. Turn 0 is the curated palette itself.
 */
export function generatePalette(base: GeniePaletteColours, hueTurn: number): GeniePaletteColours {
  if (hueTurn === 0) return { ...base };
  const turned = Object.fromEntries(
    Object.entries(base).map(([role, hex]) => [role, rotateHue(hex, hueTurn)]),
  ) as unknown as GeniePaletteColours;
  // Text must meet AA on both the background and the surface: fix it on the one it contrasts least with.
  const weaker = contrastRatio(turned.text, turned.background) < contrastRatio(turned.text, turned.surface) ? turned.background : turned.surface;
  let text = ensureContrast(turned.text, weaker);
  if (!meetsAA(text, turned.background) || !meetsAA(text, turned.surface)) text = ensureContrast(text, weaker === turned.background ? turned.surface : turned.background);
  return { ...turned, text, onAccent: ensureContrast(turned.onAccent, turned.accent) };
}

const SEASONS_NORTH = ['Winter', 'Winter', 'Spring', 'Spring', 'Spring', 'Summer', 'Summer', 'Summer', 'Autumn', 'Autumn', 'Autumn', 'Winter'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function fill(text: string, event: GenieEvent): string {
  const month = Number(event.startDate.slice(5, 7)) - 1;
  return text
    .replaceAll('{event}', event.name.trim())
    .replaceAll('{season}', SEASONS_NORTH[month] ?? 'Season')
    .replaceAll('{month}', MONTHS[month] ?? 'month');
}

/** Hue turns a seed can choose: the curated palette itself, or a small turn either way. */
const HUE_TURNS = [0, 0, -10, -5, 5, 10] as const;

/**
 * A complete theme for the event in the mood, from the curated sets. `type` when the user chose one,
 * otherwise read from the event's name and description (a meetup when neither names a kind).
 */
export function composeTheme(event: GenieEvent, mood: GenieMood, seed: number, type?: GenieEventType | null): GenieTheme {
  const random = seededRandom(seed);
  const eventType = type ?? inferEventType(`${event.name}\n${event.description ?? ''}`) ?? 'meetup';
  const curated = pickOne(random, CURATED_PALETTES[mood]);
  const hueTurn = pickOne(random, HUE_TURNS);
  const colours = generatePalette(curated.colours, hueTurn);
  const paletteName = hueTurn === 0 ? curated.name : `${curated.name} (variation)`;
  const template = BUILT_IN_TEMPLATES.find((candidate) => candidate.key === eventType)!;
  return {
    name: fill(pickOne(random, NAMES[mood]), event),
    tagline: fill(pickOne(random, TAGLINES[mood]), event),
    mood,
    eventType,
    seed,
    palette: describePalette(paletteName, colours),
    fonts: pickOne(random, CURATED_FONT_PAIRINGS[mood]),
    decorations: pickSome(random, DECORATIONS[mood], GENIE_IDEA_COUNT),
    activities: [...pickSome(random, ACTIVITIES[eventType], GENIE_IDEA_COUNT - 1), pickOne(random, MOOD_ACTIVITIES[mood])],
    skeleton: runOfDaySkeleton(eventType, event),
    templateName: template.name,
  };
}

/** The curated theme with the wording replaced; palette, fonts and skeleton stay as composed. */
export function withWording(theme: GenieTheme, wording: GenieWording): GenieTheme {
  return { ...theme, name: wording.name, tagline: wording.tagline, decorations: wording.decorations, activities: wording.activities };
}

/**
 * The event's description with the tagline as its first paragraph: unchanged when it already starts
 * with it, the tagline alone when the description was empty.
 */
export function describeWithTagline(description: string, tagline: string): string {
  const current = description.trim();
  if (current === '') return tagline;
  if (current.startsWith(tagline)) return description;
  return `${tagline}\n\n${current}`;
}

/**
 * The theme's tasks an event does not have yet: one whose title (exactly as written) a task of the
 * event already has is left out, so applying the same theme again adds nothing.
 */
export function tasksNotInEvent<T extends { title: string }>(tasks: readonly T[], titlesInEvent: ReadonlySet<string>): T[] {
  return tasks.filter((task) => !titlesInEvent.has(task.title));
}
