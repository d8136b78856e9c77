import { expect, test, type Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { UnitHistoryAccounts, UnitHistoryReportResponse, UnitNumbersResponse } from '../../contract/unit-history';
import { readPdfText, readXlsx } from '../helpers/read-exports';
import { apiJson } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAt } from './support/session';
import { FLEET_MANAGER } from './support/users';

const SCREENS = 'test-results/screens';
const read = async (download: Download) => readFile(await download.path());
const EVENT_TEXT = { survey: 'Survey', reading: 'Tire reading', removal: 'Tire removal', service: 'Service call' } as const;

test('unit history: a fleet manager picks an account and a unit, reads its survey readings, downloads them and generates a report', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/unit-history-report', FLEET_MANAGER);
  await expect(page.getByRole('heading', { level: 1, name: 'Unit history report' })).toBeVisible();
  const show = page.getByRole('button', { name: 'Show history' });
  await expect(show).toBeDisabled();

  // The account, as the server lists it; then a unit with a history, found by its number.
  const lists = await apiJson<UnitHistoryAccounts>(page, 'GET', 'unit_history_report/get_accounts');
  const account = lists.us_national_accounts[0]!;
  await page.getByRole('group', { name: 'US national accounts' }).getByRole('checkbox', { name: account.text }).check();
  await expect(page.getByRole('group', { name: 'Accounts', exact: true }).getByText('1 selected', { exact: true })).toBeVisible();
  const units = await apiJson<UnitNumbersResponse>(page, 'POST', 'unit_history_report/get_unit_numbers', { account_ids: [account.value] });
  let chosen: { unit_id: number; unit_number: string } | undefined;
  let expected: UnitHistoryReportResponse | undefined;
  for (const unit of units.unit_numbers) {
    const history = await apiJson<UnitHistoryReportResponse>(page, 'POST', 'unit_history_report/get_unit_history_report', { account_ids: [account.value], unit_ids: [unit.unit_id] });
    if (history.unit_history_report_data.some((row) => row.event_type === 'reading')) {
      chosen = unit;
      expected = history;
      break;
    }
  }
  if (!chosen || !expected) throw new Error('no unit of the account has tire readings');

  const unitTable = page.getByRole('table', { name: 'Units of the chosen accounts' });
  await page.getByLabel('Search unit numbers').fill(chosen.unit_number);
  const unitRow = unitTable.getByRole('row').filter({ hasText: chosen.unit_number }).first();
  await expect(unitRow).toBeVisible();
  // The row's box is named by the unit's number, as a screen reader announces it.
  await unitRow.getByRole('checkbox', { name: `Select ${chosen.unit_number}`, exact: true }).check();
  await expect(page.getByRole('group', { name: 'Units', exact: true }).getByText('1 selected', { exact: true })).toBeVisible();
  await show.click();

  // The screen shows the server's rows: the same events, and each reading's position and pressure.
  const history = page.getByRole('table', { name: `${expected.total_items} events` });
  await expect(history).toBeVisible();
  const rows = history.getByRole('row');
  const pageRows = expected.unit_history_report_data;
  await expect(rows).toHaveCount(pageRows.length + 1);
  for (const [index, row] of pageRows.entries()) {
    const cells = rows.nth(index + 1).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(chosen.unit_number);
    await expect(cells.nth(2)).toHaveText(EVENT_TEXT[row.event_type]);
    await expect(cells.nth(4)).toHaveText(row.position ?? '');
    // The demo fleet manager reads imperial: psi as stored, rounded.
    await expect(cells.nth(5)).toHaveText(row.pressure_psi === null ? '' : new Intl.NumberFormat('en-US').format(Math.round(row.pressure_psi)));
  }
  const readings = pageRows.filter((row) => row.event_type === 'reading');
  expect(readings.length).toBeGreaterThan(0);
  await page.screenshot({ path: `${SCREENS}/unit-history-1280.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // Excel: the rows of the screen, in the same order.
  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel', exact: true }).click()]);
  expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheet = (await readXlsx(await read(excel))).sheets[0]!;
  const header = sheet.rows.findIndex((row) => row[0] === 'Unit');
  const position = sheet.rows[header]!.indexOf('Position');
  const pressure = sheet.rows[header]!.indexOf('Pressure (psi)');
  const excelRows = sheet.rows.slice(header + 1, header + 1 + pageRows.length);
  expect(excelRows.map((row) => [row[0], row[2], row[position] ?? '', row[pressure] ?? null])).toEqual(
    pageRows.map((row) => [chosen.unit_number, EVENT_TEXT[row.event_type], row.position ?? '', row.pressure_psi === null ? null : Math.round(row.pressure_psi)]),
  );

  // PDF: the unit and the first readings' positions are in its text.
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF', exact: true }).click()]);
  await pdf.saveAs(`${SCREENS}/unit-history.pdf`);
  const text = (await readPdfText(await read(pdf))).text;
  expect(text).toContain('Unit history report');
  expect(text).toContain(chosen.unit_number);
  for (const reading of readings.slice(0, 3)) expect(text).toContain(reading.position!);

  // A report generated in the background lands in the earlier reports, then opens as a file.
  const name = `History of ${chosen.unit_number} ${Date.now()}`;
  await page.getByLabel('Report name').fill(name);
  await page.getByRole('button', { name: 'Generate report' }).click();
  const earlier = page.getByRole('table', { name: 'Unit history reports you generated' });
  const reportRow = earlier.getByRole('row').filter({ hasText: name });
  await expect(reportRow).toContainText('Ready', { timeout: 30_000 });
  await expect(reportRow).toContainText(`1 unit, ${expected.total_items} events`);
  await page.screenshot({ path: `${SCREENS}/unit-history-earlier-1280.png`, fullPage: true });
  const [generated] = await Promise.all([page.waitForEvent('download'), reportRow.getByRole('button', { name: /Excel/ }).click()]);
  const sheets = (await readXlsx(await read(generated))).sheets;
  expect(sheets.map((s) => s.name)).toEqual(['Surveys', 'Tire readings', 'Tire removals', 'Service calls']);
  expect(sheets[1]!.rows.filter((row) => row[0] === chosen.unit_number).length).toBeGreaterThanOrEqual(readings.length);
});
