import { describe, expect, it } from 'vitest';
import { decodeVin, modelYear, normalizeVin, unitWithVin, vinCheckDigit, vinInBarcodes, vinManufacturer, vinProblem } from './vin';
import { TRUCK_AND_TRAILER_WMI } from './wmi';

describe('VIN check digit (49 CFR 565.15)', () => {
  it.each([
    // The regulation's own worked example, and widely published VINs.
    ['1M8GDM9AXKP042788', 'X'],
    ['1HGCM82633A004352', '3'],
    ['11111111111111111', '1'],
    ['1XKYD49X0MJ500002', '0'],
    ['1FUJGLDR9CLBP8834', '3'],
  ])('%s calls for %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
  });

  it('accepts VINs whose 9th character matches', () => {
    expect(vinProblem('1M8GDM9AXKP042788')).toBeNull();
    expect(vinProblem('1HGCM82633A004352')).toBeNull();
    expect(vinProblem('1FUJGLDR3CLBP8834')).toBeNull();
  });

  it('refuses a wrong check digit, and a single mistyped character', () => {
    expect(vinProblem('1M8GDM9A1KP042788')).toBe('check_digit');
    expect(vinProblem('1HGCM82633A004353')).toBe('check_digit');
    // Two characters swapped: the weights differ, so the sum does too.
    expect(vinProblem('1HGCM82633A004325')).toBe('check_digit');
  });

  it('refuses I, O and Q, and anything but digits and letters', () => {
    expect(vinProblem('1HGCM8263IA004352')).toBe('characters');
    expect(vinProblem('1HGCM8263OA004352')).toBe('characters');
    expect(vinProblem('1HGCM8263QA004352')).toBe('characters');
    expect(vinProblem('1HGCM8263*A004352')).toBe('characters');
    expect(vinCheckDigit('1HGCM8263QA004352')).toBeNull();
  });

  it('refuses any length but 17', () => {
    expect(vinProblem('')).toBe('length');
    expect(vinProblem('1HGCM82633A00435')).toBe('length');
    expect(vinProblem('1HGCM82633A0043521')).toBe('length');
    expect(vinCheckDigit('1HGCM82633A00435')).toBeNull();
  });
});

describe('normalizeVin', () => {
  it('drops spaces and dashes and upper-cases', () => {
    expect(normalizeVin(' 1hgcm 8263-3a004352 ')).toBe('1HGCM82633A004352');
  });

  it('drops the import prefix "I" of an 18-character Code 39 label', () => {
    expect(normalizeVin('I1HGCM82633A004352')).toBe('1HGCM82633A004352');
    expect(normalizeVin('11HGCM82633A004352')).toBe('11HGCM82633A004352');
  });
});

describe('model year', () => {
  it('takes the latest year of the 30-year cycle that is not after next year', () => {
    expect(modelYear('A', 2026)).toBe(2010);
    expect(modelYear('T', 2026)).toBe(2026);
    expect(modelYear('V', 2026)).toBe(2027);
    expect(modelYear('W', 2026)).toBe(1998);
    expect(modelYear('Y', 2026)).toBe(2000);
    expect(modelYear('1', 2026)).toBe(2001);
    expect(modelYear('9', 2026)).toBe(2009);
  });

  it('moves to the next cycle as the calendar does', () => {
    expect(modelYear('W', 2027)).toBe(2028);
    expect(modelYear('A', 2039)).toBe(2040);
    expect(modelYear('A', 2038)).toBe(2010);
  });

  it('has no year for a character that is no year code', () => {
    for (const code of ['I', 'O', 'Q', 'U', 'Z', '0', '', 'AB']) expect(modelYear(code, 2026)).toBeNull();
  });
});

describe('decodeVin', () => {
  it('reads a tractor: maker and model year', () => {
    expect(decodeVin('1XKYD49X0MJ500002', 2026)).toEqual({ vin: '1XKYD49X0MJ500002', modelYear: 2021, manufacturer: 'Kenworth' });
    expect(decodeVin('1fujgldr3clbp8834', 2026)).toEqual({ vin: '1FUJGLDR3CLBP8834', modelYear: 2012, manufacturer: 'Freightliner' });
  });

  it('leaves the maker empty for a WMI outside the truck and trailer table', () => {
    expect(decodeVin('1HGCM82633A004352', 2026)).toEqual({ vin: '1HGCM82633A004352', modelYear: 2003, manufacturer: null });
  });

  it('decodes nothing from an invalid VIN', () => {
    expect(decodeVin('1HGCM82633A004353', 2026)).toBeNull();
    expect(decodeVin('1HGCM8263', 2026)).toBeNull();
  });
});

describe('the table of truck and trailer makers', () => {
  it('names the makers of US trucks and trailers', () => {
    expect(vinManufacturer('1FUJGLDR3CLBP8834')).toBe('Freightliner');
    const makers = new Set(Object.values(TRUCK_AND_TRAILER_WMI));
    for (const maker of ['Freightliner', 'Kenworth', 'Peterbilt', 'International', 'Mack', 'Volvo', 'Western Star', 'Great Dane', 'Wabash', 'Utility', 'Hyundai Translead', 'Stoughton', 'Vanguard', 'Fontaine']) {
      expect(makers.has(maker), maker).toBe(true);
    }
  });

  it('holds only well-formed WMIs', () => {
    for (const wmi of Object.keys(TRUCK_AND_TRAILER_WMI)) expect(wmi).toMatch(/^[A-HJ-NPR-Z0-9]{3}$/);
  });
});

describe('vinInBarcodes', () => {
  it('finds the VIN alone, with the import prefix, or among other data', () => {
    expect(vinInBarcodes(['1XKYD49X0MJ500002'])).toBe('1XKYD49X0MJ500002');
    expect(vinInBarcodes(['I1XKYD49X0MJ500002'])).toBe('1XKYD49X0MJ500002');
    expect(vinInBarcodes(['MFG:KENWORTH;VIN:1XKYD49X0MJ500002;GVWR:52000'])).toBe('1XKYD49X0MJ500002');
    expect(vinInBarcodes(['0123456789', '1XKYD49X0MJ500002'])).toBe('1XKYD49X0MJ500002');
  });

  it('finds nothing in barcodes without a valid VIN', () => {
    expect(vinInBarcodes([])).toBeNull();
    expect(vinInBarcodes(['0123456789012'])).toBeNull();
    expect(vinInBarcodes(['1XKYD49X1MJ500002'])).toBeNull();
  });
});

describe('unitWithVin', () => {
  const units = [
    { id: 1, data: { vin: null } },
    { id: 2, data: { vin: '1xkyd49x0mj500002 ' } },
    { id: 3, data: {} },
  ];

  it('finds the unit whatever the case and spacing it was stored with', () => {
    expect(unitWithVin(units, '1XKYD49X0MJ500002')?.id).toBe(2);
  });

  it('finds none for an unknown VIN', () => {
    expect(unitWithVin(units, '1FUJGLDR3CLBP8834')).toBeNull();
  });
});
