import { describe, expect, it } from 'vitest';
import type { ReportTiles } from '../../../contract/checkpoint';
import { tilesSummary } from './export-documents';

describe('checkpoint file totals', () => {
  const tiles = { total_units: 1204, total_tires: 25428, critical_exceptions: 1312, warning_exceptions: 90 } as ReportTiles;

  it('writes the tiles as the screen does, grouped in the reader’s language', () => {
    expect(tilesSummary(tiles, 2410, 'en-US').map((item) => item.value)).toEqual(['2,410', '1,204', '25,428', '1,312', '90']);
    expect(tilesSummary(tiles, 2410, 'de-DE')[2]!.value).toBe('25.428');
    expect(tilesSummary(tiles, 2410, 'fr-CA')[2]!.value).toMatch(/^25\s428$/u);
  });
});
