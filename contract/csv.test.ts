import { describe, expect, it } from 'vitest';
import { normalizeHeader, parseCsv } from './csv';

describe('parseCsv', () => {
  it('leaves an unclosed quote to the caller: the server refuses the file, the tablet reads on', () => {
    expect(() =>
      parseCsv('a,b\n"open,1', () => {
        throw new Error('not closed');
      }),
    ).toThrow('not closed');
    expect(parseCsv('a,b\n"open,1')).toEqual([['a', 'b'], ['open,1']]);
  });
});

describe('normalizeHeader', () => {
  it('names a column the same however a spreadsheet spells its header', () => {
    expect(['Unit Number', ' unit-number ', 'unit_number', 'UNIT  NUMBER'].map(normalizeHeader)).toEqual(['unit_number', 'unit_number', 'unit_number', 'unit_number']);
    expect(normalizeHeader('Tire Size-Front')).toBe('tire_size_front');
  });
});
