import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  composeTheme,
  contrastRatio,
  CURATED_PALETTES,
  describeWithTagline,
  displayedRatio,
  ensureContrast,
  generatePalette,
  GENIE_MOODS,
  inferEventType,
  PALETTE_TEXT_PAIRS,
  readModelAnswer,
  runOfDaySkeleton,
  themeWithModelAnswer,
  type GeniePaletteColours,
} from './event-genie.ts';

const EVENT = { name: 'Harbour Lights Meetup', description: 'Talks by the water', startDate: '2031-06-14', endDate: '2031-06-14' };

function failingPairs(colours: GeniePaletteColours) {
  return PALETTE_TEXT_PAIRS.filter((pair) => contrastRatio(colours[pair.foreground], colours[pair.background]) < AA_CONTRAST).map(
    (pair) => `${pair.label}: ${colours[pair.foreground]} on ${colours[pair.background]}`,
  );
}

describe('contrast', () => {
  it('follows WCAG 2.x: black on white is 21, a colour on itself 1, the known greys either side of AA', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3366cc', '#3366cc')).toBe(1);
    // #767676 is the lightest grey that passes on white (4.54); #777777 just fails (4.47).
    expect(displayedRatio(contrastRatio('#767676', '#ffffff'))).toBe(4.54);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_CONTRAST);
  });

  it('shows a ratio rounded down, so a pair just short of AA never reads 4.50', () => {
    expect(displayedRatio(4.4999)).toBe(4.49);
  });

  it('moves a colour that fails until it passes, darker on light and lighter on dark', () => {
    const onLight = ensureContrast('#aaaaaa', '#ffffff');
    expect(contrastRatio(onLight, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    const onDark = ensureContrast('#444444', '#111111');
    expect(contrastRatio(onDark, '#111111')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(ensureContrast('#000000', '#ffffff')).toBe('#000000');
  });
});

describe('palettes', () => {
  const curated = GENIE_MOODS.flatMap((mood) => CURATED_PALETTES[mood].map((palette) => [mood, palette.name, palette.colours] as const));

  it.each(curated)('%s / %s: every text pair meets AA', (_mood, _name, colours) => {
    expect(failingPairs(colours)).toEqual([]);
  });

  it('every generated palette meets AA on every text pair, at every hue turn', () => {
    const failures: string[] = [];
    for (const [mood, name, colours] of curated) {
      for (let turn = -180; turn <= 180; turn += 6) {
        for (const problem of failingPairs(generatePalette(colours, turn))) failures.push(`${mood}/${name} turned ${turn}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('every composed theme, for every mood over many seeds, carries AA ratios and says so', () => {
    const failures: string[] = [];
    for (const mood of GENIE_MOODS) {
      for (let seed = 0; seed < 300; seed += 1) {
        const { palette } = composeTheme(EVENT, mood, seed);
        for (const problem of failingPairs(palette.colours)) failures.push(`${mood} seed ${seed}: ${problem}`);
        for (const pair of palette.pairs) if (pair.ratio < AA_CONTRAST) failures.push(`${mood} seed ${seed}: ${pair.label} shows ${pair.ratio}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('composition', () => {
  it('is the same for the same seed and differs for others', () => {
    expect(composeTheme(EVENT, 'festive', 42)).toEqual(composeTheme(EVENT, 'festive', 42));
    const themes = new Set(Array.from({ length: 20 }, (_, seed) => JSON.stringify(composeTheme(EVENT, 'festive', seed))));
    expect(themes.size).toBeGreaterThan(10);
  });

  it('fills the event into the tagline and gives four different ideas of each kind', () => {
    const theme = composeTheme({ ...EVENT, name: 'Spring Gala' }, 'elegant', 7, 'wedding');
    expect(theme.tagline).not.toMatch(/[{}]/);
    expect(theme.name).not.toMatch(/[{}]/);
    expect(new Set(theme.decorations).size).toBe(4);
    expect(new Set(theme.activities).size).toBe(4);
    expect(theme.eventType).toBe('wedding');
    expect(theme.templateName).toBe('Wedding');
  });

  it('reads the type of event from its name or description, a meetup when nothing says', () => {
    expect(inferEventType('Anna & Ben’s Wedding')).toBe('wedding');
    expect(inferEventType('Tech Summit 2031')).toBe('conference');
    expect(inferEventType('Rust user group')).toBe('meetup');
    expect(inferEventType('Summer party')).toBeNull();
    expect(composeTheme({ ...EVENT, name: 'Summer party', description: 'Fun' }, 'calm', 1).eventType).toBe('meetup');
    expect(composeTheme({ ...EVENT, name: 'Summer party', description: 'The DevOps summit' }, 'calm', 1).eventType).toBe('conference');
  });

  it('takes the run of day from the template: the last week, the day and the day after, with days for the event', () => {
    const skeleton = runOfDaySkeleton('meetup', { startDate: '2031-06-14', endDate: '2031-06-14' });
    // Meetup template: T-7 ×2, T-3, T-2, T-1, the day ×2, T+0, T+1 ×2 (worked out from built-in-templates.ts).
    expect(skeleton.map((task) => [task.title, task.dueDate])).toEqual([
      ['Remind attendees', '2031-06-07'],
      ['Collect speaker slides', '2031-06-07'],
      ['Offer freed places to the waitlist', '2031-06-11'],
      ['Prepare the welcome slides', '2031-06-12'],
      ['Print the sign-in sheet and signs', '2031-06-13'],
      ['Set up the room', '2031-06-14'],
      ['Host the evening', '2031-06-14'],
      ['Tidy the room and return the keys', '2031-06-14'],
      ['Thank the speakers, sponsor and venue', '2031-06-15'],
      ['Post the slides and photos', '2031-06-15'],
    ]);
    expect(skeleton.every((task) => task.dueAnchor !== null)).toBe(true);
  });

  it('puts the tagline first in the description, once', () => {
    expect(describeWithTagline('Talks by the water', 'Lights up!')).toBe('Lights up!\n\nTalks by the water');
    expect(describeWithTagline('Lights up!\n\nTalks by the water', 'Lights up!')).toBe('Lights up!\n\nTalks by the water');
    expect(describeWithTagline('  ', 'Lights up!')).toBe('Lights up!');
  });
});

describe("the language model's answer", () => {
  const wording = {
    name: 'Harbour Glow',
    tagline: 'Ideas that shine by the water.',
    decorations: ['Lanterns on the pier', 'Blue table runners', 'Rope-knot napkin rings', 'Driftwood signs'],
    activities: ['Harbour walk at sunset', 'Lightning talks', 'Sea shanty sing-along', 'Group photo on the quay'],
  };
  const completion = (content: string) => ({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] });
  const curated = composeTheme(EVENT, 'calm', 3);

  it('replaces only the wording when it fits the schema, fenced or not', () => {
    for (const content of [JSON.stringify(wording), `\`\`\`json\n${JSON.stringify(wording)}\n\`\`\``]) {
      const result = themeWithModelAnswer(curated, completion(content));
      expect(result.source).toBe('model');
      expect(result.theme).toEqual({ ...curated, ...wording });
    }
  });

  it.each([
    ['no chat completion', { error: 'overloaded' }, 'not a chat completion'],
    ['no choices', { choices: [] }, 'not a chat completion'],
    ['prose, not JSON', completion('Here is a lovely theme: Harbour Glow!'), 'not JSON'],
    ['a missing field', completion(JSON.stringify({ ...wording, tagline: undefined })), 'tagline'],
    ['too few ideas', completion(JSON.stringify({ ...wording, activities: ['One'] })), 'activities'],
    ['a name over 60 characters', completion(JSON.stringify({ ...wording, name: 'N'.repeat(61) })), 'name'],
    ['a line break in the tagline', completion(JSON.stringify({ ...wording, tagline: 'Two\nlines of tagline' })), 'tagline'],
  ])('falls back to the curated theme on %s', (_case, body, reason) => {
    const result = themeWithModelAnswer(curated, body);
    expect(result.source).toBe('curated');
    expect(result.theme).toBe(curated);
    expect(result.reason).toContain(reason);
  });

  it('trims the wording it keeps', () => {
    const answer = readModelAnswer(completion(JSON.stringify({ ...wording, name: '  Harbour Glow  ' })));
    expect(answer).toEqual({ ok: true, wording });
  });
});
