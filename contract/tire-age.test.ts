import { describe, expect, it } from 'vitest';
import { DEFAULT_TIRE_AGE_RULE, isoWeekStart, parseDotCode, tireAgeLevel, tireAgeYears } from './tire-age';

const now = new Date('2026-06-15T12:00:00Z');
const parse = (code: string) => parseDotCode(code, now);

describe('parseDotCode', () => {
  it('splits a full TIN into plant, size, manufacturer code, week and year', () => {
    expect(parse('DOT U2LL LMLR 5107')).toEqual({
      ok: true,
      value: { plant_code: 'U2', size_code: 'LL', manufacturer_code: 'LMLR', week: 51, year: 2007, code: 'U2LL LMLR 5107' },
    });
  });

  it('reads the code without DOT, without spaces, in lower case and with hyphens', () => {
    for (const input of ['u2ll lmlr 5107', 'U2LLLMLR5107', 'dot-U2LL-LMLR-5107', '  DOT  U2LL LMLR   5107 ']) {
      const result = parse(input);
      expect(result.ok && result.value.code).toBe('U2LL LMLR 5107');
    }
  });

  it('takes a TIN without the optional manufacturer code', () => {
    expect(parse('DOT HN3R 2319')).toEqual({ ok: true, value: { plant_code: 'HN', size_code: '3R', manufacturer_code: null, week: 23, year: 2019, code: 'HN3R 2319' } });
  });

  it('reads a 3-symbol plant code from a 13-symbol TIN or a first group of 5', () => {
    const compact = parse('DOT 1XYAB12CD0521');
    expect(compact.ok && [compact.value.plant_code, compact.value.size_code, compact.value.manufacturer_code]).toEqual(['1XY', 'AB', '12CD']);
    const grouped = parse('DOT 1XYAB 0521');
    expect(grouped.ok && [grouped.value.plant_code, grouped.value.size_code, grouped.value.manufacturer_code]).toEqual(['1XY', 'AB', null]);
  });

  it('reads a three-digit date code as the 1990s', () => {
    const result = parse('DOT U2LL LMLR 107');
    expect(result.ok && [result.value.week, result.value.year, result.value.code]).toEqual([10, 1997, 'U2LL LMLR 107']);
  });

  it('refuses week 00 and weeks over 53', () => {
    expect(parse('DOT U2LL LMLR 0007')).toEqual({ ok: false, problem: 'week' });
    expect(parse('DOT U2LL LMLR 5407')).toEqual({ ok: false, problem: 'week' });
    expect(parse('DOT U2LL LMLR 9907')).toEqual({ ok: false, problem: 'week' });
    expect(parse('DOT U2LL LMLR 5307').ok).toBe(true);
  });

  it('refuses a wrong length', () => {
    for (const input of ['DOT U2L 5107', 'DOT U2LL LMLR 51', 'DOT U2LL LMLR 510777', 'DOT U2LLLMLRAB 5107', 'DOT 5107', 'DOT U2LL LMLR AB07', 'x'.repeat(31)]) {
      expect(parse(input)).toMatchObject({ ok: false, problem: 'length' });
    }
  });

  it('refuses symbols a TIN never has, naming them', () => {
    expect(parse('DOT U2LL OMLR 5107')).toEqual({ ok: false, problem: 'characters', detail: 'O' });
    expect(parse('DOT U2L* LMSR 5107')).toEqual({ ok: false, problem: 'characters', detail: '* S' });
  });

  it('refuses a blank code', () => {
    expect(parse('  ')).toEqual({ ok: false, problem: 'empty' });
    expect(parse('DOT')).toEqual({ ok: false, problem: 'empty' });
  });

  it('refuses a week that has not started yet', () => {
    expect(parse('DOT U2LL LMLR 2526')).toMatchObject({ ok: true });
    expect(parse('DOT U2LL LMLR 2626')).toEqual({ ok: false, problem: 'future' });
    expect(parse('DOT U2LL LMLR 0199')).toEqual({ ok: false, problem: 'future' });
  });
});

describe('isoWeekStart', () => {
  it('answers the Monday of the ISO week', () => {
    expect(isoWeekStart(1, 2026).toISOString()).toBe('2025-12-29T00:00:00.000Z');
    expect(isoWeekStart(51, 2007).toISOString()).toBe('2007-12-17T00:00:00.000Z');
    expect(isoWeekStart(53, 2020).toISOString()).toBe('2020-12-28T00:00:00.000Z');
  });
});

describe('tireAgeYears', () => {
  it('counts whole years from the manufacture week to the capture time', () => {
    // Week 10 of 2016 starts on Monday 7 March 2016.
    expect(tireAgeYears(10, 2016, new Date('2026-03-06T23:59:59Z'))).toBe(9);
    expect(tireAgeYears(10, 2016, new Date('2026-03-07T00:00:00Z'))).toBe(10);
    expect(tireAgeYears(10, 2016, new Date('2016-03-07T00:00:00Z'))).toBe(0);
  });

  it('has no age without a date or for a week after the capture time', () => {
    expect(tireAgeYears(null, 2016, now)).toBeNull();
    expect(tireAgeYears(10, null, now)).toBeNull();
    expect(tireAgeYears(30, 2026, now)).toBeNull();
  });

  it('keeps an age within the plausible 0 to 20 years', () => {
    expect(tireAgeYears(10, 1997, now)).toBe(20);
  });
});

describe('tireAgeLevel', () => {
  const rule = DEFAULT_TIRE_AGE_RULE;

  it('warns at 6 years on any position', () => {
    expect(tireAgeLevel(5, 'drive', rule)).toBe('ok');
    expect(tireAgeLevel(6, 'drive', rule)).toBe('warning');
    expect(tireAgeLevel(15, 'trail', rule)).toBe('warning');
    expect(tireAgeLevel(6, 'steer', rule)).toBe('warning');
  });

  it('is critical at 10 years or more on a steer position only', () => {
    expect(tireAgeLevel(9, 'steer', rule)).toBe('warning');
    expect(tireAgeLevel(10, 'steer', rule)).toBe('critical');
    expect(tireAgeLevel(10, 'drive', rule)).toBe('warning');
  });

  it('follows the location rule and falls back to the default', () => {
    expect(tireAgeLevel(4, 'steer', { warning_years: 4, critical_steer_years: 5 })).toBe('warning');
    expect(tireAgeLevel(5, 'steer', { warning_years: 4, critical_steer_years: 5 })).toBe('critical');
    expect(tireAgeLevel(10, 'steer', null)).toBe('critical');
  });

  it('is unknown without an age', () => {
    expect(tireAgeLevel(null, 'steer', rule)).toBe('unknown');
  });
});
