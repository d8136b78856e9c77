import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figureKind, formatReportFigure } from '../../contract/fleet-dashboard/chart-model';
import type { ReportResult, ReportType } from '../../contract/fleet-dashboard';
import { queryRows } from '../../server/db/query';
import { seedDemoFleet } from '../../server/seed/generate';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { readPdfPictures, readPdfText, readXlsx } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';

/**
 * On the seeded demo fleet, as its fleet manager reads it: each report's tiles equal what its
 * table adds up to, and the PDF and Excel files say the same tiles, for two filters each.
 */
let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<string, string>;
let dealerHeaders: Record<string, string>;
let accountIds: number[];
let nationalAccount: number;

const MANAGER = 'fleet.manager@northline.example';
const DEALER = 'service@interstate-tire.example';
/** The seeded fleet's "now" is 2026-11-20: this year so far, and the whole year before. */
const RANGES = [
  { date_from: '01/01/2026', date_to: '11/19/2026' },
  { date_from: '01/01/2025', date_to: '12/31/2025' },
];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoFleet(database.db, { scale: 0.02, now: new Date('2026-11-20T00:00:00Z') });
  app = await createTestApp(database.db);
  headers = await authHeaders(app, MANAGER);
  dealerHeaders = await authHeaders(app, DEALER);
  const rows = await queryRows<{ id: number; account_type: number }>(
    database.db,
    sql`select a.id, a.account_type from accounts a where a.name ilike 'Northline%' order by a.id`,
  );
  accountIds = rows.map((row) => Number(row.id));
  nationalAccount = Number(rows.find((row) => Number(row.account_type) === 3)?.id ?? rows[0]!.id);
}, 300_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const post = async (url: string, payload: object, as = headers) => {
  const res = await app.inject({ method: 'POST', url, headers: as, payload });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res;
};
const sum = (values: unknown[]) => values.reduce<number>((total, value) => total + (typeof value === 'number' ? value : 0), 0);
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * What the files say: the Excel file's label/value pairs (summary rows of two cells, and the
 * "Label: value" lines above each table) and the PDF's text.
 */
async function filesOf(excelUrl: string, pdfUrl: string, payload: object, as = headers) {
  const { sheets } = await readXlsx((await post(excelUrl, payload, as)).rawPayload);
  const rows = sheets.flatMap((sheet) => sheet.rows);
  const pairs = rows.filter((row) => row.length === 2 && typeof row[0] === 'string').map((row) => `${String(row[0])}: ${String(row[1])}`);
  const lines = rows.filter((row) => row.length === 1 && typeof row[0] === 'string').map((row) => String(row[0]));
  const pdf = (await readPdfText((await post(pdfUrl, payload, as)).rawPayload)).text;
  return { pairs, lines, pdf, sheets };
}

/**
 * Tiles of period reports: counts are the sum of the month rows, averages the mean of the rows
 * weighted by what each row counts.
 */
const DASHBOARD: { tab: string; type: ReportType; sums: string[]; means?: [string, string][] }[] = [
  { tab: 'service', type: 'calls_by_month', sums: ['TotalCalls', 'EmergencyCalls', 'ScheduledCalls', 'StockCalls'] },
  // Top N reports: the groups past the N are one "All others" row, so the table adds up to the tiles.
  { tab: 'service', type: 'top_servicing_dealers', sums: ['TotalCalls', 'EmergencyCalls', 'ScheduledCalls', 'StockCalls'] },
  { tab: 'purchases', type: 'top_products', sums: ['TotalSpend', 'Quantity'] },
  { tab: 'service', type: 'calls_avg_roll_time', sums: ['Calls'], means: [['AvgRollTime', 'Calls']] },
  { tab: 'purchases', type: 'emergency_vs_scheduled', sums: ['EmergencyScheduledCalls', 'EmergencyCalls', 'ScheduledCalls'] },
  { tab: 'purchases', type: 'emergency_service', sums: ['TotalCost', 'EmergencyCost', 'ScheduledCost'] },
  { tab: 'retreading', type: 'retread_turnaround', sums: ['TotalDays', 'Quantity'] },
  { tab: 'retreading', type: 'reject_reasons', sums: ['RejectTires'] },
  { tab: 'casingdurability', type: 'casing_statistics', sums: ['TotalCount'], means: [['AverageAge', 'TotalCount']] },
];

describe('report figures that agree, on the demo fleet', () => {
  for (const range of RANGES) {
    it(`fleet dashboard: each tile is its table's total, and the files say it (${range.date_from} - ${range.date_to})`, async () => {
      const tabs = [...new Set(DASHBOARD.map((entry) => entry.tab))];
      let checked = 0;
      for (const tab of tabs) {
        const entries = DASHBOARD.filter((entry) => entry.tab === tab);
        const body = {
          base_parameters: { account: { id: nationalAccount, fleet_key: 'us_national_account' }, date_type: 'custom', ...range },
          tab_parameters: { tab_type: tab },
          reports_parameters: entries.map((entry) => ({ report_type: entry.type })),
        };
        const answer = (await post('/api/v2/fleet_dashboard/get_reports', body)).json();
        const { pairs, pdf } = await filesOf('/api/v2/fleet_dashboard/export_reports_EXCEL', '/api/v2/fleet_dashboard/export_reports_PDF', {
          ...body,
          export_titles: { isDefault: true },
          export_params: entries.map(() => ({})),
        });
        for (const entry of entries) {
          const report = answer.reports.find((candidate: ReportResult) => candidate.report_type === entry.type) as ReportResult;
          const tiles = Object.fromEntries(report.summary.map((tile) => [tile.key, tile.value]));
          for (const key of entry.sums) {
            expect(tiles[key], `${entry.type} ${key}`).toBeCloseTo(round2(sum(report.table.map((row) => row[key]))), 1);
            checked += 1;
          }
          for (const [key, weight] of entry.means ?? []) {
            const weighted = sum(report.table.map((row) => (typeof row[key] === 'number' ? (row[key] as number) * (row[weight] as number) : 0)));
            const count = sum(report.table.map((row) => (typeof row[key] === 'number' ? row[weight] : 0)));
            // Rows are rounded to 2 decimals before they are weighted back.
            if (count > 0) expect(tiles[key], `${entry.type} ${key}`).toBeCloseTo(weighted / count, 1);
            checked += 1;
          }
          // Every tile is written in both files as the screen writes it (money with the sign, times in hours and minutes).
          for (const tile of report.summary) {
            const text = formatReportFigure(tile.value, 'en-US', figureKind(entry.type, tile.key), answer.currency_symbol);
            const line = pairs.find((pair) => pair.endsWith(`: ${text}`));
            expect(line, `${entry.type} ${tile.key} = ${text} in the Excel file`).toBeDefined();
            expect(pdf, `${entry.type} ${tile.key} in the PDF`).toContain(`: ${text}`);
          }
        }
        // A casing is between 0 and 20 years old; a roll time is minutes, not seconds.
        const age = answer.reports.find((report: ReportResult) => report.report_type === 'casing_statistics');
        for (const row of age?.table ?? []) expect(row.AverageAge as number).toBeLessThanOrEqual(20);
        const roll = answer.reports.find((report: ReportResult) => report.report_type === 'calls_avg_roll_time');
        for (const row of roll?.table ?? []) if (typeof row.AvgRollTime === 'number') expect(row.AvgRollTime).toBeLessThan(24 * 60);
      }
      expect(checked).toBeGreaterThan(10);
    }, 120_000);

    it(`scrap analysis: the tiles equal its tables and its survey list, and the files say them (${range.date_from} - ${range.date_to})`, async () => {
      const body = { account_ids: accountIds, date_range_type: 'custom', ...range };
      const report = (await post('/api/v2/scrap_analysis_report/get_scrap_report', body)).json();
      const header = report.graph_header;
      const tires = header.scrapped_tires;
      expect(tires).toBeGreaterThan(0);
      for (const list of [report.statistics.by_removal_reason, report.statistics.by_wear_condition, report.statistics.by_position, report.account_tire_reports]) {
        expect(sum(list.map((row: { tires: number }) => row.tires))).toBe(tires);
      }
      expect(sum(report.account_tire_reports.map((row: { retreads: number }) => row.retreads))).toBe(header.retreads);
      expect(sum(report.account_tire_reports.map((row: { with_photo: number }) => row.with_photo))).toBe(header.with_photo);
      expect(header.surveys).toBe(report.survey_data.total_items);
      // Tires pulled for retreading go to a retreader: never scrap.
      expect(report.statistics.by_removal_reason.map((row: { name: string }) => row.name)).not.toContain('Pulled for retreading');

      const { lines, pdf, sheets } = await filesOf('/api/v2/scrap_analysis_report/get_report_to_excel', '/api/v2/scrap_analysis_report/get_report_to_pdf', body);
      for (const [label, value] of [['Scrapped tires', tires], ['Surveys', header.surveys], ['Retreads', header.retreads], ['With photo', header.with_photo]] as const) {
        expect(pdf, label).toContain(`${label}: ${value.toLocaleString('en-US')}`);
        expect(lines, label).toContain(`${label}: ${value.toLocaleString('en-US')}`);
      }
      // The file lists every survey the tile counts, not the screen's first page.
      const surveySheet = sheets.find((sheet) => sheet.name === 'Surveys')!;
      const surveyHeader = surveySheet.rows.findIndex((row) => row[0] === 'Survey date');
      expect(surveySheet.rows.slice(surveyHeader + 1).filter((row) => row.length >= 5)).toHaveLength(header.surveys);
      // The screen's three charts are in the PDF, drawn on the server (720 wide at twice the pixels).
      const pdfBytes = (await post('/api/v2/scrap_analysis_report/get_report_to_pdf', body)).rawPayload;
      expect((await readPdfPictures(pdfBytes)).filter((picture) => picture.width === 1440)).toHaveLength(3);
    }, 120_000);

    it(`torque summary: the totals are its locations' sums, and both files say the screen's tiles (${range.date_from} - ${range.date_to})`, async () => {
      const selectable = await app.inject({ method: 'GET', url: '/api/v2/torque_summary_report/select_location_ids?page_size=100', headers });
      expect(selectable.statusCode, selectable.body.slice(0, 300)).toBe(200);
      const body = { location_ids: selectable.json().location_ids, date_range_type: 'custom', ...range };
      const page = (await post('/api/v2/torque_summary_report/get_report', body)).json().torque_summary_page;
      const totals = page.totals;
      expect(totals.wheels_checked, 'the demo fleet has torque checks in the range').toBeGreaterThan(0);
      for (const key of ['wheels_checked', 'in_spec', 'under_torque', 'over_torque']) {
        expect(totals[key], key).toBe(sum(page.locations.map((row: Record<string, number>) => row[key])));
      }
      expect(totals.in_spec + totals.under_torque + totals.over_torque).toBe(totals.wheels_checked);
      const { pairs, pdf } = await filesOf('/api/v2/torque_summary_report/download_excel', '/api/v2/torque_summary_report/download_pdf', body);
      const en = (value: number) => value.toLocaleString('en-US');
      const share = (count: number, percent: number) => `${en(count)} (${percent.toFixed(1)} %)`;
      for (const text of [
        `Wheels checked: ${en(totals.wheels_checked)}`,
        `Units: ${en(totals.units)}`,
        `Surveys: ${en(totals.surveys)}`,
        `Within spec: ${share(totals.in_spec, totals.in_spec_percent)}`,
        `Under torque: ${share(totals.under_torque, totals.under_torque_percent)}`,
        `Over torque: ${share(totals.over_torque, totals.over_torque_percent)}`,
      ]) {
        expect(pairs, `${text} in the Excel file`).toContain(text);
        expect(pdf, `${text} in the PDF`).toContain(text);
      }
    }, 120_000);

  }

  for (const positions of [null, ['steer']]) {
    it(`product wear rate: the tiles are the sums of every page's rows, and both files say them (wheel positions: ${positions?.join(', ') ?? 'all'})`, async () => {
      const filters = { account_ids: accountIds, ...(positions ? { wheel_positions: positions } : {}) };
      const rows: { tires: number; unmeasured_tires: number }[] = [];
      let answer;
      for (let pageNumber = 1; ; pageNumber += 1) {
        answer = (await post('/api/v2/product_wear_rate_report/get_product_wear_rates', { ...filters, page_number: pageNumber, page_size: 100 })).json();
        rows.push(...answer.product_wear_rates);
        if (rows.length >= answer.total_items || answer.product_wear_rates.length === 0) break;
      }
      expect(rows).toHaveLength(answer.total_items);
      expect(answer.totals.tires, 'the demo fleet has measured tires').toBeGreaterThan(0);
      expect(answer.totals.tires).toBe(sum(rows.map((row) => row.tires)));
      expect(answer.totals.unmeasured_tires).toBe(sum(rows.map((row) => row.unmeasured_tires)));
      const { pairs, pdf } = await filesOf('/api/v2/product_wear_rate_report/get_product_wear_rates_report_xls', '/api/v2/product_wear_rate_report/get_product_wear_rates_report_pdf', filters);
      for (const text of [
        `Tires measured: ${answer.totals.tires.toLocaleString('en-US')}`,
        `Tires left out (fewer than two readings): ${answer.totals.unmeasured_tires.toLocaleString('en-US')}`,
        `Fleet wear rate (${answer.wear_rate_unit}): ${answer.totals.wear_rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      ]) {
        expect(pairs, `${text} in the Excel file`).toContain(text);
        expect(pdf, `${text} in the PDF`).toContain(text);
      }
    }, 120_000);
  }

  for (const range of RANGES) {
    for (const list of SURVEY_LISTS) {
      it(`${list.name}: the tiles are its rows' totals, and both files list every row and say the same tiles (${range.date_from} - ${range.date_to})`, async () => {
        const as = list.as();
        const body = { date_range_type: 'custom', ...range, page_size: 1000 };
        const answer = (await post(list.report, body, as)).json();
        const rows = answer.data as Record<string, number>[];
        expect(rows.length, 'the demo fleet has surveys in the range').toBeGreaterThan(0);
        expect(rows).toHaveLength(answer.records_total);
        expect(answer.surveys).toBe(answer.records_total);
        for (const [tile, column] of [['tires', 'total_tires'], ['units', 'total_units'], ['exceptions', 'exceptions'], ['units_with_exceptions', 'units_with_exceptions']] as const) {
          expect(answer[tile], `${tile} is the sum of ${column}`).toBe(sum(rows.map((row) => row[column])));
        }
        const { pairs, pdf, sheets } = await filesOf(list.excel, list.pdf, body, as);
        for (const [label, key] of FILE_TILES) {
          const text = `${label}: ${String(answer[key])}`;
          expect(pairs, `${text} in the Excel file`).toContain(text);
          expect(pdf, `${text} in the PDF`).toContain(text);
        }
        // Every survey of the tile is a row of the file, not the screen's first page.
        const sheet = sheets.find((candidate) => candidate.name === 'Surveys')!;
        const headerRow = sheet.rows.findIndex((row) => row[0] === 'Survey date');
        expect(sheet.rows.slice(headerRow + 1).filter((row) => row.length >= 5)).toHaveLength(answer.surveys);
      }, 120_000);
    }
  }
});

/** The survey lists (inspection report for the fleet's manager, dealer survey for the dealer's technician). */
const SURVEY_LISTS = [
  { name: 'inspection report', as: () => headers, report: '/api/v2/survey/report', excel: '/api/v2/survey/download_excel_file_survey_reports', pdf: '/api/v2/survey/download_pdf_file_survey_reports' },
  {
    name: 'dealer survey report',
    as: () => dealerHeaders,
    report: '/api/v2/survey/report-dealer',
    excel: '/api/v2/survey/download_excel_file_survey_dealer_reports',
    pdf: '/api/v2/survey/download_pdf_file_survey_dealer_reports',
  },
];
/** The figures both list files write above their table, by the screens' words. */
const FILE_TILES = [
  ['Surveys', 'surveys'],
  ['Units', 'units'],
  ['Tires', 'tires'],
  ['Exceptions', 'exceptions'],
  ['Unit inspections with exceptions', 'units_with_exceptions'],
  ['Tractor inspections', 'total_of_trucks_surveyed'],
  ['Trailer inspections', 'total_of_trailers_surveyed'],
] as const;
