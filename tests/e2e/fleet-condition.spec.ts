import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { FleetConditionReport } from '../../contract/fleet-conditions';
import { readPdfText, readXlsx } from '../helpers/read-exports';
import { apiJson } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAt } from './support/session';
import { FLEET_MANAGER } from './support/users';

const SCREENS = 'test-results/screens';
const en = (value: number) => new Intl.NumberFormat('en-US').format(value);

interface ListedReport {
  id: number;
  report_name: string;
  status: string;
}
const listReports = async (page: Page) => (await apiJson<{ reports: ListedReport[] }>(page, 'GET', 'fleet_conditions/get_reports')).reports;

async function readDownload(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

const download = async (page: Page, scope: Locator, path: string): Promise<Download> => {
  const [file] = await Promise.all([page.waitForEvent('download'), scope.locator(`.file-download[data-path="fleet_conditions/${path}"] button`).click()]);
  return file;
};

/** The figure tiles of a section: key to unformatted value. */
async function figures(section: Locator): Promise<Record<string, number | null>> {
  return section.locator('[data-figure]').evaluateAll((items) =>
    Object.fromEntries(items.map((item) => [item.getAttribute('data-figure'), item.getAttribute('data-value') === '' ? null : Number(item.getAttribute('data-value'))])),
  );
}

/** Body cells of a report table by column id, row by row. */
async function tableRows(table: Locator): Promise<Record<string, string>[]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => Object.fromEntries([...row.querySelectorAll('[data-column]')].map((cell) => [cell.getAttribute('data-column'), cell.textContent?.trim() ?? '']))),
  );
}

// Selectors go by structure and value, not by text: new messages may not be in the compiled catalogs yet.
test('fleet condition report: generate, watch it finish, open it, and its PDF and Excel carry the same figures', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAt(page, '/fleet-condition-report', FLEET_MANAGER);

  // The account table lists the user's accounts; choose two, or all the user has.
  const accountRows = page.locator('.acct-table tbody tr').filter({ has: page.locator('input[type="checkbox"]') });
  await expect(accountRows.first()).toBeVisible();
  const rowCount = Math.min(2, await accountRows.count());
  const accountNames: string[] = [];
  for (let i = 0; i < rowCount; i++) {
    await accountRows.nth(i).locator('input[type="checkbox"]').check();
    accountNames.push((await accountRows.nth(i).locator('td').nth(1).textContent())?.trim() ?? '');
  }
  await expect(page.locator('.acct-picker .data-table-selected')).toContainText(String(rowCount));
  await expect(page.locator('.fc-generator')).toBeVisible();
  await expect(page.locator('.fc-earlier-table tbody tr').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A custom range ending before it starts is refused next to its field, and nothing is created.
  const before = await listReports(page);
  // Counted in the browser: other specs generate reports as the same user meanwhile, so the server's list cannot tell.
  let generateCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/fleet_conditions/generate_reports')) generateCalls++;
  });
  await page.locator('input[name="fc-date-range"][value="custom"]').check();
  await page.locator('#fc-date-from-input').fill('05/01/2024');
  await page.locator('#fc-date-to-input').fill('01/01/2024');
  await page.locator('.fc-generate').click();
  await expect(page.locator('#fc-date-to-input')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#fc-date-to-error')).not.toBeEmpty();
  await expect(page.locator('#fc-date-to-input')).toBeFocused();
  expect(generateCalls).toBe(0);
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/fleet-condition-generator-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // A valid request: the last year, named so its row can be found. Not the latest survey: another
  // spec of the same run may have just sent an empty survey to one of these locations.
  const reportName = `E2E fleet check ${Date.now()}`;
  const day = (date: Date) => `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
  await page.locator('#fc-date-from-input').fill(day(new Date(Date.now() - 365 * 24 * 3600 * 1000)));
  await page.locator('#fc-date-to-input').fill(day(new Date()));
  await page.locator('#fc-report-name-input').fill(reportName);
  await page.locator('#fc-comments-input').fill('Checked by the end-to-end test');
  await page.locator('.fc-generate').click();
  await expect(page.locator('#fc-earlier-title')).toBeFocused();
  expect(generateCalls).toBe(1);

  // The list polls until the new report is done.
  const row = page.locator('.fc-earlier-table tbody tr').filter({ hasText: reportName });
  await expect(row).toHaveCount(1);
  await expect(row.locator('.fc-status')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  const id = Number(await row.locator('.fc-status').getAttribute('data-report-id'));
  // One new report, this one: another test may generate its own meanwhile as the same user.
  expect((await listReports(page)).filter((r) => r.report_name === reportName).map((r) => r.id)).toEqual([id]);
  expect(before.some((r) => r.id === id)).toBe(false);

  await row.locator('a.fc-open').click();
  await expect(page).toHaveURL(new RegExp(`/fleet-condition-report/history/${id}$`));
  const report = page.locator(`.fc-report[data-report-id="${id}"]`);
  await expect(report).toBeVisible();
  const data = await apiJson<FleetConditionReport>(page, 'POST', 'fleet_conditions/get_report', { id, format: 'json' });
  expect(data.report_name).toBe(reportName);
  expect(data.cover_page.account_names).toEqual(expect.arrayContaining(accountNames));

  // The cover and every headline figure are the API's.
  await expect(page.locator('.fc-cover-title')).toHaveText(reportName);
  for (const name of accountNames) await expect(page.locator('[data-cover="accounts"]')).toContainText(name);
  await expect(page.locator('[data-cover="prepared_by"]')).toHaveText(data.cover_page.prepared_by);
  const s = data.statistic_data;
  expect(await figures(page.locator('#fc-summary'))).toEqual({
    locations_surveyed: s.locations_surveyed,
    surveys: s.surveys,
    units_inspected: s.units_inspected,
    inspections: s.inspections,
    tires_inspected: s.tires_inspected,
    tires_with_exceptions: s.tires_with_exceptions,
    critical_tires: s.tire_levels.critical,
    warning_tires: s.tire_levels.warning,
    tires_in_spec_percent: s.tires_in_spec_percent,
    pressure_in_spec_percent: s.pressure_in_spec_percent,
    tread_in_spec_percent: s.tread_in_spec_percent,
  });
  expect(s.tires_inspected).toBeGreaterThan(0);
  const loss = data.potential_loss_data;
  expect(await figures(page.locator('#fc-loss'))).toMatchObject({
    under_inflated_tires: loss.under_inflated_tires,
    fuel_cost_per_year: loss.fuel_cost_per_year,
    casings_at_risk: loss.casings_at_risk,
    casing_cost: loss.casing_cost,
    total_cost: loss.total_cost,
  });

  // The account table and the units with exceptions, row by row.
  const accountTable = await tableRows(page.locator('.fc-account-summary'));
  expect(accountTable).toEqual(
    data.account_tire_reports_data.map((a) => expect.objectContaining({ account_name: a.account_name, surveys: en(a.surveys), units: en(a.units), tires: en(a.tires), tires_with_exceptions: en(a.tires_with_exceptions) })),
  );
  const withExceptions = data.units_data.units.filter((unit) => unit.exceptions > 0);
  const unitRows = await tableRows(page.locator('.fc-units-table'));
  expect(unitRows.map((r) => [r.unit_number, r.critical, r.warning, r.exceptions])).toEqual(
    withExceptions.slice(0, 25).map((unit) => [unit.unit_number, en(unit.critical), en(unit.warning), en(unit.exceptions)]),
  );
  const allPositions = page.locator('.fc-statistics-table tfoot tr');
  await expect(allPositions.locator('[data-column="tires"]')).toHaveText(en(s.tires));
  // Tire age by position, apart from the condition's exceptions: the demo fleet's tires carry DOT dates.
  const age = s.age_levels!;
  expect(age.ok + age.warning + age.critical).toBeGreaterThan(0);
  const ageTotal = page.getByRole('table', { name: 'Tire age by position' }).locator('tfoot tr');
  for (const level of ['ok', 'warning', 'critical', 'unknown'] as const) await expect(ageTotal.locator(`[data-column="${level}"]`)).toHaveText(en(age[level]));
  // And the rule each surveyed location judged them by.
  const rules = data.spec_information_data.age_rules!;
  expect(rules.length).toBe(s.locations_surveyed);
  const ruleRows = page.getByRole('table', { name: 'Tire age rules in force' }).locator('tbody tr');
  await expect(ruleRows).toHaveCount(rules.length);
  await expect(ruleRows.first().locator('[data-column="warning_years"]')).toHaveText(en(rules[0]!.warning_years));

  // The graphs load their chart library on demand and draw.
  await expect(page.locator('.fc-graph .fc-chart svg').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/fleet-condition-report-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The PDF and the Excel file hold the report's accounts and figures.
  const cover = page.locator('.fc-cover');
  const pdf = await download(page, cover, 'get_pdf_report');
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfText = (await readPdfText(await readDownload(pdf))).text;
  expect(pdfText).toContain(reportName);
  for (const name of data.cover_page.account_names) expect(pdfText).toContain(name);
  expect(pdfText).toContain(`Tires inspected: ${en(s.tires_inspected)}`);
  expect(pdfText).toContain(`All positions ${en(s.tires)}`);
  for (const unit of withExceptions.slice(0, 5)) expect(pdfText).toContain(unit.unit_number);

  const xlsx = await download(page, cover, 'get_excel_report');
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const { sheets } = await readXlsx(await readDownload(xlsx));
  const sheet = (name: string) => {
    const found = sheets.find((candidate) => candidate.name === name);
    expect(found, `sheet ${name}`).toBeDefined();
    return found!;
  };
  const statistics = sheet('Statistics');
  const texts = statistics.rows.flat().map(String);
  for (const name of data.cover_page.account_names) expect(texts.some((text) => text.includes(name))).toBe(true);
  const totalRow = statistics.rows.find((r) => r[0] === 'All positions');
  expect(totalRow?.[1]).toBe(s.tires);
  expect(totalRow?.at(-1)).toBe(s.tires_with_exceptions);
  expect(sheet('Tire age').rows.find((r) => r[0] === 'All positions')?.slice(2)).toEqual([age.ok, age.warning, age.critical, age.unknown]);
  expect(sheet('Tire age rules').rows.find((r) => r[0] === rules[0]!.fleet_location_code)?.slice(2)).toEqual([rules[0]!.warning_years, rules[0]!.critical_steer_years]);
  const units = sheet('Units');
  for (const unit of data.units_data.units) {
    const unitRow = units.rows.find((r) => r[0] === unit.unit_number);
    expect(unitRow, unit.unit_number).toBeDefined();
    expect([unitRow![5], unitRow![6], unitRow![7]]).toEqual([unit.critical, unit.warning, unit.exceptions]);
  }
  const lossTotal = sheet('Potential loss').rows.find((r) => r[0] === 'All locations');
  expect(lossTotal?.at(-1)).toBeCloseTo(loss.total_cost, 2);
});

test('an unknown report id shows "Report not found"', async ({ page }) => {
  await signInAt(page, '/fleet-condition-report/history/999999', FLEET_MANAGER);
  await expect(page.locator('[data-state="not-found"]')).toBeVisible();
});

test("the fleet condition report's images page shows every photo", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAt(page, '/fleet-condition-report', FLEET_MANAGER);
  // Two years of the manager's fleet: the surveys' exception photos are on its images page.
  const { accounts } = await apiJson<{ accounts: { id: number }[] }>(page, 'POST', 'fleet_conditions/select_accounts', {});
  const today = new Date();
  const mmddyyyy = (date: Date) => `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
  const from = new Date(today.getFullYear() - 2, today.getMonth(), today.getDate());
  const { id } = await apiJson<{ id: number }>(page, 'POST', 'fleet_conditions/generate_reports', {
    account_ids: accounts.map((account) => account.id),
    date_range_type: 'custom',
    date_from: mmddyyyy(from),
    date_to: mmddyyyy(today),
    report_name: `E2E photos ${Date.now()}`,
  });
  await expect.poll(async () => (await listReports(page)).find((r) => r.id === id)?.status, { timeout: 120_000 }).toBe('done');
  const data = await apiJson<FleetConditionReport>(page, 'POST', 'fleet_conditions/get_report', { id, format: 'json' });
  const count = data.images_data.images.length;
  expect(count, 'the demo fleet has photos of tires with exceptions').toBeGreaterThan(0);

  await page.goto(`/fleet-condition-report/history/${id}`);
  const tiles = page.locator('#fc-images .fc-image');
  await expect(tiles).toHaveCount(count);
  const pictures = page.locator('#fc-images .fc-image img');
  await expect(pictures).toHaveCount(count);
  await expect(page.locator('#fc-images .fc-image-missing')).toHaveCount(0);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await page.locator('#fc-images').screenshot({ path: `${SCREENS}/fleet-condition-images.png` });
});
