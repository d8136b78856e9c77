import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { dashboardTestApp } from '../helpers/dashboard-fixture';
import { readPdfPictures, readPdfText, readPng, readXlsx } from '../helpers/read-exports';
import { FLEET, type FixtureLogin } from '../helpers/tenancy-fixture';

/** The combined Report tab's one file: every tab's basket, each run with its own tab's parameters. */
const context = dashboardTestApp();

const combined = {
  base_parameters: { account: { id: FLEET.accountA, fleet_key: 'us_national_account' }, date_type: 'custom', date_from: '01/01/2025', date_to: '12/31/2025' },
  export_titles: { isDefault: false, customerName: 'ALPHA', title: 'Fleet review', subtitle: 'Year 2025' },
  tabs: [
    {
      tab_parameters: { tab_type: 'service' },
      reports_parameters: [{ report_type: 'calls_by_month' }, { report_type: 'top_servicing_dealers' }],
      export_params: [{ comment: 'Winter peak' }, { include_option: 'only_table' }],
    },
    { tab_parameters: { tab_type: 'retreading' }, reports_parameters: [{ report_type: 'reject_reasons' }] },
    { tab_parameters: { tab_type: 'casingdurability' }, reports_parameters: [{ report_type: 'casing_statistics' }], export_params: [{ comment: 'Casings checked' }] },
  ],
};

async function post(path: string, body: object, who: FixtureLogin = 'customerA') {
  return context.app.inject({ method: 'POST', url: `/api/v2/fleet_dashboard/${path}`, headers: context.headers[who], payload: body });
}

describe('combined Report tab export', () => {
  it('writes every basket of every tab into one PDF, with each report\'s comment and chart', async () => {
    const res = await post('export_combined_PDF', combined);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await readPdfText(res.rawPayload)).text.replace(/\s+/g, ' ');
    for (const expected of ['Fleet review', 'Year 2025', 'Calls by month', 'Winter peak', 'Top 5 servicing dealers', 'Rejected tire failures by reason', 'Casing statistics', 'Casings checked']) {
      expect(text).toContain(expected);
    }
    // Three charts: the table-only report has none.
    expect(await readPdfPictures(res.rawPayload)).toHaveLength(3);
  });

  it('writes them into one workbook, a sheet per report from every tab', async () => {
    const res = await post('export_combined_EXCEL', combined);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const names = (await readXlsx(res.rawPayload)).sheets.map((sheet) => sheet.name);
    for (const prefix of ['Calls by month', 'Top 5 servicing', 'Rejected tire failures', 'Casing statistics']) expect(names.some((name) => name.startsWith(prefix)), prefix).toBe(true);
  });

  it('writes them as one XML document, every tab\'s reports in order with their comments', async () => {
    const res = await post('export_combined_XML', combined);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(res.body);
    expect(xml.fleet_dashboard.titles.title).toBe('Fleet review');
    const reports = xml.fleet_dashboard.report as { report_type: string; comment?: string; graph?: unknown; table: { row: unknown } }[];
    expect(reports.map((report) => report.report_type)).toEqual(['calls_by_month', 'top_servicing_dealers', 'reject_reasons', 'casing_statistics']);
    expect([reports[0]!.comment, reports[3]!.comment]).toEqual(['Winter peak', 'Casings checked']);
    // The table-only report carries no graph; the others carry theirs.
    expect(reports.map((report) => report.graph !== undefined)).toEqual([true, false, true, true]);
  });

  it('draws them as one PNG, taller than any one tab\'s basket', async () => {
    const res = await post('export_combined_PNG', combined);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/\.png"/);
    const all = readPng(res.rawPayload);
    expect(all.inked).toBeGreaterThan(all.width * all.height * 0.05);
    const basket = (index: number) => ({ base_parameters: combined.base_parameters, export_titles: combined.export_titles, ...combined.tabs[index]!, tab_id: '' });
    for (const index of [0, 1, 2]) {
      const one = await post('export_reports_PNG', basket(index));
      expect(one.statusCode, one.body.slice(0, 300)).toBe(200);
      expect(all.height).toBeGreaterThan(readPng(one.rawPayload).height);
    }
  });

  it('names the field of a bad tab and reads only the user\'s own account', async () => {
    const bad = await post('export_combined_PDF', { ...combined, tabs: [{ ...combined.tabs[0]!, export_params: [{ graph_selected_year: 2025 }] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('body.tabs.0.export_params.0.graph_selected_month');
    const empty = await post('export_combined_EXCEL', { ...combined, tabs: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toMatch(/^body\.tabs/);
    expect((await post('export_combined_PDF', combined, 'customerB')).statusCode).toBe(403);
  });
});
