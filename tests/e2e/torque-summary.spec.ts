import { expect, test, type Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { TorqueReport } from '../../contract/torque-summary';
import { readPdfText, readXlsx } from '../helpers/read-exports';
import { apiJson } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAt } from './support/session';
import { FLEET_MANAGER } from './support/users';

const SCREENS = 'test-results/screens';
const en = (value: number) => new Intl.NumberFormat('en-US').format(value);
const read = async (download: Download) => readFile(await download.path());

test('torque summary: a fleet manager chooses locations, runs the report and downloads the same figures as PDF and Excel', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAt(page, '/torque-summary-report', FLEET_MANAGER);
  await expect(page.getByRole('heading', { level: 1, name: 'Torque summary report' })).toBeVisible();

  // Nothing chosen: the report cannot run yet.
  const run = page.getByRole('button', { name: 'Run report' });
  await expect(run).toBeDisabled();
  const locations = page.getByRole('table', { name: 'Your locations' });
  await expect(locations.getByRole('row').nth(1)).toBeVisible();

  // A keyword narrows the table; "Select all" takes every location it matches, on every page.
  const firstName = (await locations.getByRole('row').nth(1).getByRole('cell').nth(2).textContent())?.trim() ?? '';
  await page.getByLabel('Search locations').fill(firstName);
  await expect(locations.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Search locations').fill('');
  await page.getByRole('button', { name: 'Select all' }).click();
  const all = await apiJson<{ location_ids: number[]; total_items: number }>(page, 'GET', 'torque_summary_report/select_location_ids');
  await expect(page.getByText(`${all.location_ids.length} selected`)).toBeVisible();

  await page.getByLabel('Date range').selectOption('year_to_date');
  await run.click();

  const expected = await apiJson<TorqueReport>(page, 'POST', 'torque_summary_report/get_report', { location_ids: all.location_ids, date_range_type: 'year_to_date' });
  const totals = expected.torque_summary_page.totals;
  expect(totals.wheels_checked).toBeGreaterThan(0);
  const tiles = page.getByRole('list', { name: 'Report totals' });
  await expect(tiles.getByRole('listitem').filter({ hasText: 'Wheels checked' })).toContainText(en(totals.wheels_checked));
  await expect(tiles.getByRole('listitem').filter({ hasText: 'Under torque' })).toContainText(`${totals.under_torque_percent!.toFixed(1)} %`);
  const table = page.getByRole('table', { name: 'Torque per location' });
  // One row per chosen location and the total.
  await expect(table.getByRole('row')).toHaveCount(expected.torque_summary_page.locations.length + 2);
  const busiest = [...expected.torque_summary_page.locations].sort((a, b) => b.wheels_checked - a.wheels_checked)[0]!;
  await expect(table.getByRole('row').filter({ hasText: busiest.name })).toContainText(en(busiest.wheels_checked));
  await expect(table.getByRole('row').last()).toContainText(en(totals.wheels_checked));
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENS}/torque-summary-1280.png`, fullPage: true });

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const text = (await readPdfText(await read(pdf))).text;
  expect(text).toContain('Torque summary report');
  expect(text).toContain(busiest.name);
  expect(text).toContain(`Wheels checked: ${totals.wheels_checked}`);

  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
  expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
  const summary = (await readXlsx(await read(excel))).sheets.find((sheet) => sheet.name === 'Torque summary')!;
  const totalRow = summary.rows.find((row) => row[1] === 'Total')!;
  expect(totalRow.slice(2, 6)).toEqual([totals.wheels_checked, totals.units, totals.surveys, totals.in_spec]);
});
