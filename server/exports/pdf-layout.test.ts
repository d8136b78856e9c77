import { describe, expect, it } from 'vitest';
import { cutLines, readPdfText } from '../../tests/helpers/read-exports';
import type { ReportRow } from '../../contract/checkpoint';
import { reportDocument } from '../areas/checkpoint/export-documents';
import type { SessionUser } from '../auth/session-user';
import type { ReportDocument } from './report-model';
import { localizeDocument } from './export-i18n';
import { renderToBuffer } from './send-export';

/** The page size of every page of a PDF: [width, height] in points. */
const mediaBoxes = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)\]/g)].map((m) => [Number(m[1]), Number(m[2])]);

const LOCATIONS = ['Northline Columbus Distribution Center', 'Northline Indianapolis Cross-Dock Terminal', 'Maple Haul Mississauga Intermodal Yard'];

function crossing(i: number): ReportRow {
  return {
    unit_id: i, survey_id: 1000 + i, unit_number: `NL-TRK-${String(i).padStart(5, '0')}`, fleet_location_id: 1, fleet_location: LOCATIONS[i % LOCATIONS.length]!,
    unit_date: '03/15/2024', unit_time: '14:05', crossed_at: '2024-03-15T14:05:00Z', license_number: i % 4 === 0 ? null : `OH ${1000 + i}`,
    total_tires: 18, total_tires_read_count: 18, critical_exceptions: i % 3, warning_exceptions: i % 5, pressure_critical: i % 2, pressure_warning: 1,
    tread_depth_critical: 0, tread_depth_warning: 2, tread_mismatch_axle_critical: 1, tread_mismatch_axle_warning: 0, tread_mismatch_duals_critical: 0, tread_mismatch_duals_warning: 3,
  } as ReportRow;
}

const user = { firstName: 'Dana', lastName: 'Whitaker', unitOfMeasurement: 'imperial', currencySymbol: '$', timeZone: 'America/New_York' } as unknown as SessionUser;

describe('PDF layout', () => {
  it('prints every checkpoint report header and location name whole, landscape for its seventeen columns', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => crossing(i));
    const tiles = { total_units: 60, total_tires: 1080, critical_exceptions: 60, warning_exceptions: 120 } as Parameters<typeof reportDocument>[2];
    const document = reportDocument({ user, language: 'en-US', filters: [{ label: 'Account', value: 'Northline Freight Lines' }] }, rows, tiles);
    const pdf = await renderToBuffer(document, 'pdf');
    const { text } = await readPdfText(pdf);
    expect(cutLines(text)).toEqual([]);
    // Wrapped headers come out a word per line at worst, never cut: every word of every header is there.
    const words = new Set(text.split(/\s+/));
    for (const column of document.sections[0]!.columns) for (const word of column.header.split(' ')) expect(words, column.header).toContain(word);
    for (const location of LOCATIONS) expect(text.replace(/\s+/g, ' ')).toContain(location);
    expect(mediaBoxes(pdf).every(([w, h]) => w! > h!)).toBe(true);
  });

  it('sets a table wider than a landscape page in smaller type rather than cutting a word: the checkpoint report in French', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => crossing(i));
    const tiles = { total_units: 30, total_tires: 540, critical_exceptions: 30, warning_exceptions: 60 } as Parameters<typeof reportDocument>[2];
    const document = reportDocument({ user, language: 'fr-CA', filters: [] }, rows, tiles);
    const { text } = await readPdfText(await renderToBuffer(document, 'pdf'));
    expect(cutLines(text)).toEqual([]);
    // The French headers' words are longer than the English: at the usual size their minimum widths exceed the page.
    const words = new Set(text.split(/\s+/));
    const headers = localizeDocument(document).sections[0]!.columns.map((column) => column.header);
    expect(headers).toContain('Véhicule');
    for (const header of headers) for (const word of header.split(' ')) expect(words, header).toContain(word);
    for (const row of rows.slice(0, 5)) expect(words).toContain(row.unit_number);
  });

  it('prints a narrow table on portrait pages and wraps a long value instead of cutting it', async () => {
    const long = 'Retread casing returned to the plant for a second inspection after the sidewall bulge was found at the yard walk';
    const document: ReportDocument = {
      meta: { title: 'Removed tires', filters: [], generatedAt: new Date('2024-04-02T13:30:00Z'), generatedBy: 'Dana Fleet', language: 'en-US', unitOfMeasurement: 'metric' },
      sections: [{ columns: [{ key: 'unit', header: 'Unit' }, { key: 'depth', header: 'Tread depth', kind: 'tread' }, { key: 'note', header: 'Comments' }], rows: [{ unit: 'T1001', depth: 9.5, note: long }] }],
    };
    const pdf = await renderToBuffer(document, 'pdf');
    expect(mediaBoxes(pdf).every(([w, h]) => w! < h!)).toBe(true);
    const { text } = await readPdfText(pdf);
    expect(cutLines(text)).toEqual([]);
    expect(text.replace(/\s+/g, ' ')).toContain(long);
    expect(text).toMatch(/Tread depth\s+\(mm\)/);
  });
});
