import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './database.ts';

describe('timestamptz from PostgreSQL', () => {
  it('reads as the ISO text a Date would give, in UTC or at any offset, whatever the fraction', () => {
    expect(isoTimestamp('2026-11-28 09:30:00+00')).toBe('2026-11-28T09:30:00.000Z');
    expect(isoTimestamp('2026-11-28 09:30:00.5+00')).toBe('2026-11-28T09:30:00.500Z');
    expect(isoTimestamp('2026-11-28 09:30:00.123456+00')).toBe('2026-11-28T09:30:00.123Z');
    expect(isoTimestamp('2026-11-28 10:30:00.25+01')).toBe('2026-11-28T09:30:00.250Z');
    expect(isoTimestamp('2026-11-28 04:00:00-05:30')).toBe('2026-11-28T09:30:00.000Z');
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }), fc.integer({ min: 0, max: 999 }), (date, micros) => {
        const iso = date.toISOString();
        // PostgreSQL leaves out the fraction's trailing zeros.
        let fraction = `${iso.slice(20, 23)}${String(micros).padStart(3, '0')}`;
        while (fraction.endsWith('0')) fraction = fraction.slice(0, -1);
        const written = `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}+00`;
        expect(isoTimestamp(written)).toBe(iso);
      }),
    );
  });
});
