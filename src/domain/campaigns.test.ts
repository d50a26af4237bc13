import { describe, expect, it } from 'vitest';
import {
  composeCampaign,
  countdownInWords,
  dateRangeInWords,
  mailBlocks,
  mailBodyHtml,
  placeFromDescription,
  suggestedCampaignKind,
  type CampaignEvent,
} from './campaigns.ts';

const gala: CampaignEvent = {
  name: 'Spring Gala',
  description: 'Our yearly fundraiser.\nVenue: Town Hall, Main Street\nDress code: smart.',
  startDate: '2030-06-14',
  endDate: '2030-06-15',
};
const TODAY = '2030-06-02';

describe('campaigns from a fixed event and day', () => {
  it('composes the announcement with name, dates, countdown and place', () => {
    expect(composeCampaign('announcement', gala, TODAY)).toEqual({
      subject: 'Save the date: Spring Gala, Jun 14 – 15, 2030',
      text: [
        'Hello everyone,',
        '',
        'We are happy to announce Spring Gala: Jun 14 – 15, 2030, at Town Hall, Main Street.',
        '',
        'What you need to know:',
        '- When: Jun 14 – 15, 2030 (in 12 days)',
        '- Where: Town Hall, Main Street',
        '- What we need from you: keep the date free and watch for your tasks.',
        '',
        'Reply to this e-mail with any question.',
        '',
        'See you there,',
      ].join('\n'),
    });
  });

  it('composes the reminder with the countdown in its subject', () => {
    const draft = composeCampaign('reminder', gala, TODAY);
    expect(draft.subject).toBe('Reminder: Spring Gala is in 12 days');
    expect(draft.text).toContain('A quick reminder: Spring Gala is in 12 days, Jun 14 – 15, 2030, at Town Hall, Main Street.');
    expect(composeCampaign('reminder', gala, '2030-06-13').subject).toBe('Reminder: Spring Gala is tomorrow');
    expect(composeCampaign('reminder', gala, '2030-06-15').text).toContain('Spring Gala is under way (Jun 14 – 15, 2030).');
  });

  it('composes the thank-you', () => {
    const draft = composeCampaign('thankYou', gala, '2030-06-20');
    expect(draft.subject).toBe('Thank you for Spring Gala');
    expect(draft.text).toContain('Thank you for all your work on Spring Gala (Jun 14 – 15, 2030, at Town Hall, Main Street).');
  });

  it('leaves the place out, or says it is to come, when the description names none', () => {
    const noPlace = { ...gala, description: 'Our yearly fundraiser.' };
    expect(composeCampaign('announcement', noPlace, TODAY).text).toContain('announce Spring Gala: Jun 14 – 15, 2030.\n');
    expect(composeCampaign('announcement', noPlace, TODAY).text).toContain('- Where: to be announced');
  });

  it('suggests the kind that fits the day', () => {
    expect(suggestedCampaignKind(gala, '2030-05-01')).toBe('announcement');
    expect(suggestedCampaignKind(gala, TODAY)).toBe('reminder');
    expect(suggestedCampaignKind(gala, '2030-06-16')).toBe('thankYou');
  });
});

describe('fields', () => {
  it.each([
    ['2030-06-14', '2030-06-14', 'Fri, Jun 14, 2030'],
    ['2030-06-14', '2030-06-16', 'Jun 14 – 16, 2030'],
    ['2030-06-30', '2030-07-02', 'Jun 30 – Jul 2, 2030'],
    ['2030-12-30', '2031-01-02', 'Dec 30, 2030 – Jan 2, 2031'],
  ])('dates %s to %s read "%s"', (start, end, words) => {
    expect(dateRangeInWords(start, end)).toBe(words);
  });

  it.each([
    ['2030-06-02', 'in 12 days'],
    ['2030-06-13', 'tomorrow'],
    ['2030-06-14', 'today'],
    ['2030-06-15', 'under way'],
    ['2030-06-16', 'over'],
  ])('on %s the event is "%s"', (today, words) => {
    expect(countdownInWords('2030-06-14', '2030-06-15', today)).toBe(words);
  });

  it.each([
    ['Place: The Old Mill', 'The Old Mill'],
    ['Notes\nvenue - Riverside Park', 'Riverside Park'],
    ['Location: Hall B\nAt the back door', 'Hall B'],
    ['Bring food.\nAt the Community Centre, Elm Road.', 'the Community Centre, Elm Road'],
    ['We meet at noon.', null],
    ['', null],
  ])('the place of %j is %j', (description, place) => {
    expect(placeFromDescription(description)).toBe(place);
  });
});

describe('the HTML of a team e-mail', () => {
  it('makes paragraphs with their line breaks, and "- " lines a list', () => {
    expect(mailBlocks('Hello,\nteam\n\n- one\n* two\nAfter')).toEqual([
      { type: 'paragraph', lines: ['Hello,', 'team'] },
      { type: 'list', items: ['one', 'two'] },
      { type: 'paragraph', lines: ['After'] },
    ]);
  });

  it('escapes whatever the text holds', () => {
    const html = mailBodyHtml('<script>alert("x")</script> & more\n- <b>bold</b>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(html).toContain('<li style="margin:0 0 4px;">&lt;b&gt;bold&lt;/b&gt;</li>');
  });
});
