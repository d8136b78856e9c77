import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../../contract/csv';
import { stageRejectedRows } from './import-staging';

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, CRLF and a last line without a break', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\nlast,1')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['last', '1'],
    ]);
  });
  it('takes semicolons when the header has more of them', () => {
    expect(parseCsv('\uFEFFa;b\n1,5;2')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
  });
});

describe('stageRejectedRows', () => {
  const lookups = {
    types: [
      { id: 1, name: 'Tractor' },
      { id: 2, name: 'Trailer' },
    ],
    vocations: [{ id: 7, name: 'Long haul' }],
    configurations: [{ id: 30, code: 'TRAILER_TANDEM', name: 'Trailer tandem (4-4)' }],
  };
  const csv = ['Unit Number,Type,Vocation,Axle Configuration,Year,VIN', 'OK-1,Tractor,,,2020,', 'BAD-2,trailer,long haul,trailer_tandem,20x0,VIN2', ',Bus,,,,'].join('\n');

  it('stages only the refused rows, with lookups resolved and the messages kept', () => {
    let n = 0;
    const staged = stageRejectedRows(
      csv,
      [
        { row: 3, field: 'year', message: 'Not a year' },
        { row: 4, field: 'unit_number', message: 'Required' },
        { row: 4, field: 'type', message: 'Unknown unit type' },
      ],
      5,
      lookups,
      () => `id-${++n}`,
    );
    expect(staged).toHaveLength(2);
    expect(staged[0]).toMatchObject({ db_id: 'id-1', unit_number: 'BAD-2', location_id: 5, type: 2, vocation: 7, axle_configuration_id: 30, vin: 'VIN2', import_row: 3, import_errors: ['year: Not a year'] });
    expect(staged[0]).not.toHaveProperty('year');
    expect(staged[1]).toMatchObject({ unit_number: '', type: null, import_row: 4, import_errors: ['unit_number: Required', 'type: Unknown unit type'] });
  });
});
