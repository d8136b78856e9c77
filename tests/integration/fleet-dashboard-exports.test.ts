import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { dashboardTestApp } from '../helpers/dashboard-fixture';
import { findRow, readPdfPictures, readPdfText, readPng, readXlsx } from '../helpers/read-exports';
import { FLEET, type FixtureLogin } from '../helpers/tenancy-fixture';

/** The basket and single report files, opened and read back: the hand-made fleet's figures (ALPHA, 2025). */
const context = dashboardTestApp();

const basket = {
  base_parameters: { account: { id: FLEET.accountA, fleet_key: 'us_national_account' }, date_type: 'custom', date_from: '01/01/2025', date_to: '12/31/2025' },
  tab_parameters: { tab_type: 'service' },
  reports_parameters: [{ report_type: 'calls_by_month', graph_compare_by_previous: true }, { report_type: 'top_servicing_dealers' }],
  export_titles: { isDefault: false, customerName: 'ALPHA', title: 'Service review', subtitle: 'Year 2025' },
  export_params: [{ comment: 'Winter peak' }, { table_sort_number: 6, table_sort_desc: false }],
};

async function post(path: string, body: object, who: FixtureLogin = 'customerA') {
  return context.app.inject({ method: 'POST', url: `/api/v2/fleet_dashboard/${path}`, headers: context.headers[who], payload: body });
}

describe('fleet dashboard exports', () => {
  it('writes the basket as Excel with each table, its graph figures and the table order sent', async () => {
    const res = await post('export_reports_EXCEL', basket);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const { sheets } = await readXlsx(res.rawPayload);
    const calls = sheets.find((sheet) => sheet.name.startsWith('Calls by month') && !sheet.name.includes('graph'))!;
    const march = calls.rows[findRow(calls, 'Mar 2025')]!;
    const header = calls.rows[findRow(calls, 'Month')]!;
    // Columns carry the screen's headings, not the spec's field names, and only what the screen shows.
    expect(march[header.indexOf('Total calls')]).toBe(3);
    expect(march[header.indexOf('Total calls, previous year')]).toBe(1);
    expect(header.filter((cell) => cell !== null)).toEqual(['Month', 'Total calls', 'Emergency calls', 'Scheduled calls', 'Stock calls', 'Total calls, previous year', 'Emergency calls, previous year', 'Scheduled calls, previous year', 'Stock calls, previous year']);
    // Counts are whole numbers in the sheet's format too, never 3.00.
    const marchRow = calls.worksheet.getRow(findRow(calls, 'Mar 2025') + 1);
    expect(marchRow.getCell(header.indexOf('Total calls') + 1).numFmt ?? '').not.toContain('.00');
    // Sorted by the 6th column (StockCalls) ascending: Dealer One (0) before CTSC Akron (1).
    const dealers = sheets.find((sheet) => sheet.name.startsWith('Top 5 servicing'))!;
    expect(dealers.rows.filter((row) => row[1] === '600101' || row[1] === '600303').map((row) => row[0])).toEqual(['Dealer One Tire', 'CTSC Akron']);
  });

  it('writes the basket as a PDF with the titles, the comment and the figures', async () => {
    const res = await post('export_reports_PDF', basket);
    expect(res.statusCode).toBe(200);
    const { text } = await readPdfText(res.rawPayload);
    for (const expected of ['Service review', 'Year 2025', 'Calls by month', 'Winter peak', 'CTSC Akron', 'Dealer One Tire']) expect(text).toContain(expected);
    // Each report's chart is a picture drawn on the server (720 × 300 at twice the pixels).
    const pictures = await readPdfPictures(res.rawPayload);
    expect(pictures.map((picture) => [picture.width, picture.height])).toEqual([
      [1440, 600],
      [1440, 600],
    ]);
    // A report exported as its table only has no picture.
    const tableOnly = await post('export_reports_PDF', { ...basket, export_params: [{ include_option: 'only_table' }, {}] });
    expect(await readPdfPictures(tableOnly.rawPayload)).toHaveLength(1);
  });

  it('draws the basket as one PNG: titles, each chart, tiles and table', async () => {
    const res = await post('export_reports_PNG', basket);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/\.png"/);
    const png = readPng(res.rawPayload);
    expect(png.width).toBe(1600);
    expect(png.height).toBeGreaterThan(1000);
    // Not blank: charts, tiles and table rows cover a fair share of the page.
    expect(png.inked).toBeGreaterThan(png.width * png.height * 0.05);
    // The title's line carries the title's glyphs (the text renders).
    expect(png.inkedIn(80, 80, 400, 40)).toBeGreaterThan(500);
    // Without the charts the picture is shorter by the two charts' height at least.
    const tablesOnly = readPng((await post('export_reports_PNG', { ...basket, export_params: [{ include_option: 'only_table' }, { include_option: 'only_table' }] })).rawPayload);
    expect(png.height - tablesOnly.height).toBeGreaterThanOrEqual(2 * 300 * 2);
    const single = await post('export_single_report', { ...basket, reports_parameters: [{ report_type: 'reject_reasons' }], tab_parameters: { tab_type: 'retreading' }, export_params: {}, format: 'PNG' });
    expect(single.statusCode).toBe(200);
    expect(readPng(single.rawPayload).width).toBe(1600);
  });

  it('writes the basket as XML, the drilled month of a chart as its weeks', async () => {
    const res = await post('export_reports_XML', { ...basket, export_params: [{ graph_selected_year: 2025, graph_selected_month: 3, include_option: 'only_table', comment: 'Peak <&> "' }, {}] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(res.body);
    const [calls, dealers] = xml.fleet_dashboard.report;
    expect(xml.fleet_dashboard.titles.title).toBe('Service review');
    expect(calls.report_type).toBe('calls_by_month');
    expect(calls.graph).toBeUndefined();
    expect(calls.comment).toBe('Peak <&> "');
    expect(calls.table.row.map((row: { WeekString: string; TotalCalls: number }) => [row.WeekString, row.TotalCalls])).toEqual([['W1', 1], ['W2', 1], ['W3', 1], ['W4', 0], ['W5', 0]]);
    expect(dealers.table.row.map((row: { DealerName: string }) => row.DealerName)).toEqual(['CTSC Akron', 'Dealer One Tire']);
    expect(dealers.graph.category).toEqual(['CTSC Akron', 'Dealer One Tire']);
  });

  it('writes roll times in hours and minutes, costs with the currency sign and casing ages in years, as the screen does', async () => {
    const service = { ...basket, reports_parameters: [{ report_type: 'calls_avg_roll_time' }], export_params: [{}] };
    const purchases = { ...basket, tab_parameters: { tab_type: 'purchases' }, reports_parameters: [{ report_type: 'emergency_service' }, { report_type: 'emergency_vs_scheduled' }], export_params: [{}, {}] };
    const casings = { ...basket, tab_parameters: { tab_type: 'casingdurability' }, reports_parameters: [{ report_type: 'casing_statistics' }], export_params: [{}] };

    const rollSheet = (await readXlsx((await post('export_reports_EXCEL', service)).rawPayload)).sheets.find((sheet) => sheet.name.startsWith('Calls average roll time') && !sheet.name.includes('graph'))!;
    const header = rollSheet.rows[findRow(rollSheet, 'Month')]!;
    const column = header.indexOf('Average roll time') + 1;
    const march = rollSheet.worksheet.getRow(findRow(rollSheet, 'Mar 2025') + 1).getCell(column);
    // March: (60 + 30 + 120 minutes) / 3 = 1 h 10 min, a length of time Excel shows as hours and minutes.
    expect(march.numFmt).toBe('[h]:mm');
    // Excel keeps time as days since its epoch; exceljs reads a time format back as that instant.
    expect(march.value).toEqual(new Date(Date.UTC(1899, 11, 30, 1, 10)));
    const rollPdf = (await readPdfText((await post('export_reports_PDF', service)).rawPayload)).text;
    expect(rollPdf).toContain('1 h 10 min');
    expect(rollPdf).not.toMatch(/\b4,?200\b/);

    const costs = await readXlsx((await post('export_reports_EXCEL', purchases)).rawPayload);
    const emergency = costs.sheets.find((sheet) => sheet.name.startsWith('Emergency service') && !sheet.name.includes('graph'))!;
    const costColumn = emergency.rows[findRow(emergency, 'Month')]!.indexOf('Total cost') + 1;
    expect(emergency.worksheet.getRow(findRow(emergency, 'Mar 2025') + 1).getCell(costColumn).numFmt).toMatch(/^"\$"/);
    const purchasesPdf = (await readPdfText((await post('export_reports_PDF', purchases)).rawPayload)).text;
    // March's calls cost 500 + 800 + 350; the tile of the whole year adds May's stock delivery.
    expect(purchasesPdf).toContain('$1,650.00');
    expect(purchasesPdf).toContain('$2,850');
    // Emergency vs scheduled counts no stock delivery, and says so in its heading.
    expect(purchasesPdf).toContain('Emergency and scheduled calls');

    const casingPdf = (await readPdfText((await post('export_reports_PDF', casings)).rawPayload)).text;
    expect(casingPdf).toContain('Average age (years): 2.7\n');
    // Positions by their words, once: no program keys and no doubled headings.
    const casingSheet = (await readXlsx((await post('export_reports_EXCEL', casings)).rawPayload)).sheets.find((sheet) => sheet.name.startsWith('Casing statistics') && !sheet.name.includes('graph'))!;
    const casingHeader = casingSheet.rows[findRow(casingSheet, 'Position')]!.filter((cell) => cell !== null);
    expect(casingHeader.filter((cell) => cell === 'Position')).toHaveLength(1);
    for (const internal of ['Month Number', 'Year', 'Week String', 'Is Empty', 'Date']) expect(casingHeader).not.toContain(internal);
  });

  it('writes a single report, refuses a foreign account and names a bad field', async () => {
    const single = await post('export_single_report', { ...basket, reports_parameters: [{ report_type: 'calls_by_state' }], export_params: {}, format: 'EXCEL' });
    expect(single.statusCode).toBe(200);
    const { sheets } = await readXlsx(single.rawPayload);
    const states = sheets.find((sheet) => sheet.name.startsWith('Calls by state') && !sheet.name.includes('graph'))!;
    expect(states.rows[findRow(states, 'OH')]![1]).toBe(2);
    const foreign = await post('export_reports_PDF', basket, 'customerB');
    expect(foreign.statusCode).toBe(403);
    const bad = await post('export_reports_XML', { ...basket, export_params: [{ graph_selected_year: 2025 }] });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('export_params.0.graph_selected_month');
  });
});
