import { expect, test, type Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { ProductReport } from '../../contract/product-analysis';
import type { WearRateResponse } from '../../contract/product-wear-rate';
import { readPdfText, readXlsx } from '../helpers/read-exports';
import { apiJson } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAt } from './support/session';
import { FLEET_MANAGER } from './support/users';

const SCREENS = 'test-results/screens';
const read = async (download: Download) => readFile(await download.path());
const two = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('product wear rate: a fleet manager chooses accounts and a position, runs the report and downloads the same figures as PDF and Excel', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAt(page, '/product-wear-rate-report', FLEET_MANAGER);
  await expect(page.getByRole('heading', { level: 1, name: 'Product wear rate report' })).toBeVisible();

  const run = page.getByRole('button', { name: 'Run report' });
  await expect(run).toBeDisabled();
  const accounts = page.getByRole('table', { name: /Accounts you may report on/ });
  await expect(accounts.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Select every matching account' }).click();
  const { account_ids: accountIds } = await apiJson<{ account_ids: number[] }>(page, 'GET', 'product_wear_rate_report/select_account_ids');
  await expect(page.getByText(`${accountIds.length} selected`)).toBeVisible();

  // The available tires follow the filters.
  const everything = await apiJson<{ tire_count: number }>(page, 'POST', 'product_wear_rate_report/get_available_tires', { account_ids: accountIds });
  expect(everything.tire_count).toBeGreaterThan(0);
  await expect(page.getByText(`${everything.tire_count.toLocaleString('en-US')} tires available`)).toBeVisible();
  await page.getByLabel('Wheel position').selectOption(['steer']);
  const steer = await apiJson<{ tire_count: number; measured_count: number }>(page, 'POST', 'product_wear_rate_report/get_available_tires', {
    account_ids: accountIds,
    wheel_positions: ['steer'],
  });
  await expect(page.getByText(`${steer.tire_count.toLocaleString('en-US')} tires available`)).toBeVisible();
  expect(steer.tire_count).toBeLessThan(everything.tire_count);

  await run.click();
  const expected = await apiJson<WearRateResponse>(page, 'POST', 'product_wear_rate_report/get_product_wear_rates', { account_ids: accountIds, wheel_positions: ['steer'] });
  expect(expected.product_wear_rates.length).toBeGreaterThan(0);
  const tiles = page.getByRole('list', { name: 'Report totals' });
  await expect(tiles.getByRole('listitem').filter({ hasText: 'Tires measured' })).toContainText(expected.totals.tires.toLocaleString('en-US'));
  await expect(tiles.getByRole('listitem').filter({ hasText: 'Fleet wear rate' })).toContainText(two(expected.totals.wear_rate!));
  const table = page.getByRole('table', { name: 'Wear rate per product and wheel position' });
  await expect(table.getByRole('row')).toHaveCount(expected.product_wear_rates.length + 1);
  const first = expected.product_wear_rates[0]!;
  await expect(table.getByRole('row').nth(1)).toContainText(first.product_line!);
  await expect(table.getByRole('row').nth(1)).toContainText(two(first.wear_rate!));
  await expect(page.getByRole('figure', { name: 'Wear rate per product on this page' }).locator('svg .apexcharts-bar-area').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENS}/product-wear-rate-1280.png`, fullPage: true });

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const text = (await readPdfText(await read(pdf))).text;
  expect(text).toContain('Product wear rate report');
  expect(text).toContain(first.product_line!);
  expect(text).toContain(two(expected.totals.wear_rate!));

  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
  expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
  const [sheet] = (await readXlsx(await read(excel))).sheets;
  const header = sheet!.rows.find((row) => row[0] === 'Brand')!;
  const firstRow = sheet!.rows[sheet!.rows.indexOf(header) + 1]!;
  expect(firstRow[1]).toBe(first.product_line);
  expect(firstRow[header.indexOf('Tires')]).toBe(first.tires);
  expect(firstRow[header.indexOf(`Wear rate (${expected.wear_rate_unit})`)]).toBe(first.wear_rate);
});

test('product analysis: a fleet manager chooses accounts and two products, compares them and downloads the same figures as PDF and Excel', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAt(page, '/product-analysis-report', FLEET_MANAGER);
  await expect(page.getByRole('heading', { level: 1, name: 'Product analysis report' })).toBeVisible();
  const compare = page.getByRole('button', { name: 'Compare products' });
  await expect(compare).toBeDisabled();
  await page.getByRole('button', { name: 'Select every matching account' }).click();
  const { account_ids: accountIds } = await apiJson<{ account_ids: number[] }>(page, 'GET', 'product_analysis_report/select_account_ids');
  await expect(page.getByText(`${accountIds.length} selected`)).toBeVisible();

  // Two products: the first two brands' first product line and size, as the dependent selects offer them.
  const { brands } = await apiJson<{ brands: { id: number; name: string }[] }>(page, 'POST', 'product_analysis_report/get_brands', { account_ids: accountIds });
  expect(brands.length).toBeGreaterThan(1);
  const products: { product_line_id: number; tire_size_id: number }[] = [];
  for (const [index, legend] of ['First product', 'Second product'].entries()) {
    const brand = brands[index]!;
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel('Brand').selectOption(String(brand.id));
    const { product_lines: lines } = await apiJson<{ product_lines: { id: number }[] }>(page, 'POST', 'product_analysis_report/get_product_lines', { account_ids: accountIds, brand_id: brand.id });
    await expect(group.getByLabel('Product line').locator('option')).toHaveCount(lines.length + 1);
    await group.getByLabel('Product line').selectOption(String(lines[0]!.id));
    const { sizes } = await apiJson<{ sizes: { id: number }[] }>(page, 'POST', 'product_analysis_report/get_tire_sizes', { account_ids: accountIds, product_line_id: lines[0]!.id });
    await expect(group.getByLabel('Tire size').locator('option')).toHaveCount(sizes.length + 1);
    await group.getByLabel('Tire size').selectOption(String(sizes[0]!.id));
    products.push({ product_line_id: lines[0]!.id, tire_size_id: sizes[0]!.id });
  }
  await page.getByLabel('Comments').fill('Steer trial for the spring buy');
  await compare.click();

  const expected = await apiJson<ProductReport>(page, 'POST', 'product_analysis_report/get_product_report', { account_ids: accountIds, products, comments: 'Steer trial for the spring buy' });
  const [first, second] = expected.product_comp_model.products;
  await expect(page.getByRole('heading', { level: 2, name: expected.report_name })).toBeVisible();
  const firstBlock = page.getByRole('table', { name: `${first!.product_line} ${first!.tire_size}` });
  await expect(firstBlock.getByRole('row', { name: /Tires measured/ })).toContainText(first!.tires.toLocaleString('en-US'));
  if (first!.wear_rate !== null) await expect(firstBlock.getByRole('row', { name: /Wear rate/ })).toContainText(two(first!.wear_rate));
  const secondBlock = page.getByRole('table', { name: `${second!.product_line} ${second!.tire_size}` });
  await expect(secondBlock.getByRole('row', { name: /Tires measured/ })).toContainText(second!.tires.toLocaleString('en-US'));
  await expect(page.getByRole('figure', { name: 'Wear rate of the two products' }).locator('svg .apexcharts-bar-area').first()).toBeVisible();
  await expect(page.getByRole('paragraph').filter({ hasText: 'Steer trial for the spring buy' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENS}/product-analysis-1280.png`, fullPage: true });

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const text = (await readPdfText(await read(pdf))).text;
  expect(text).toContain('Product analysis report');
  expect(text).toContain(first!.product_line);
  expect(text).toContain('Steer trial for the spring buy');

  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
  expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
  const [coverNow, comparison] = (await readXlsx(await read(excel))).sheets;
  expect(coverNow!.name).toBe('Cover page');
  const tires = comparison!.rows.find((row) => row[0] === 'Tires measured')!;
  // The figure column holds text (numbers of different kinds, and – where none), written as the screen writes them.
  expect(tires.slice(1, 3)).toEqual([first!.tires.toLocaleString('en-US'), second!.tires.toLocaleString('en-US')]);
  const wear = comparison!.rows.find((row) => String(row[0]).startsWith('Wear rate'))!;
  expect(wear.slice(1, 3)).toEqual([first!.wear_rate, second!.wear_rate].map((value) => (value === null ? '–' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }))));

  // The same comparison generated in the background: it appears in the earlier reports with its
  // progress, opens on the screen with the same figures and downloads from its row.
  const reportName = `Spring buy ${Date.now()}`;
  await page.getByLabel('Report name').fill(reportName);
  await page.getByRole('button', { name: 'Generate report' }).click();
  await expect(page.locator('#pa-earlier-title')).toBeFocused();
  const earlier = page.getByRole('table', { name: /Product analyses you generated/ });
  const row = earlier.getByRole('row').filter({ hasText: reportName });
  await expect(row).toBeVisible();
  await expect(row.locator('.pa-status')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const id = Number(await row.locator('.pa-status').getAttribute('data-report-id'));
  const stored = await apiJson<ProductReport>(page, 'POST', 'product_analysis_report/get_report', { id, format: 'json' });
  expect(stored.product_comp_model.products).toEqual(expected.product_comp_model.products);
  const { reports } = await apiJson<{ reports: { id: number; report_name: string; status: string }[] }>(page, 'GET', 'product_analysis_report/get_reports');
  expect(reports.find((report) => report.id === id)).toMatchObject({ report_name: reportName, status: 'done' });

  await row.getByRole('button', { name: `Open ${reportName}` }).click();
  const opened = page.locator(`.pa-report[data-report-id="${id}"]`);
  await expect(opened.getByRole('heading', { level: 2, name: reportName })).toBeVisible();
  const cover = opened.getByRole('definition');
  await expect(cover.filter({ hasText: `${first!.product_line} ${first!.tire_size}` }).first()).toBeVisible();
  await expect(opened.getByRole('table', { name: `${first!.product_line} ${first!.tire_size}` }).getByRole('row', { name: /Tires measured/ })).toContainText(first!.tires.toLocaleString('en-US'));
  if (first!.wear_rate !== null) await expect(opened.getByRole('table', { name: `${first!.product_line} ${first!.tire_size}` }).getByRole('row', { name: /Wear rate/ })).toContainText(two(first!.wear_rate));
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENS}/product-analysis-earlier-1280.png`, fullPage: true });

  const [storedPdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `PDF ${reportName}` }).click()]);
  expect(storedPdf.suggestedFilename()).toMatch(/\.pdf$/);
  const storedText = (await readPdfText(await read(storedPdf))).text;
  for (const expectedText of ['Cover page', reportName, `${first!.product_line} ${first!.tire_size}`, `${second!.product_line} ${second!.tire_size}`, 'Steer trial for the spring buy']) {
    expect(storedText).toContain(expectedText);
  }
  const [storedExcel] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Excel ${reportName}` }).click()]);
  const [coverSheet, storedComparison] = (await readXlsx(await read(storedExcel))).sheets;
  expect(coverSheet!.name).toBe('Cover page');
  expect(coverSheet!.rows.find((cells) => cells[0] === 'First product')?.[1]).toBe(`${first!.product_line} ${first!.tire_size}`);
  expect(storedComparison!.rows.find((cells) => cells[0] === 'Tires measured')!.slice(1, 3)).toEqual([String(first!.tires), String(second!.tires)]);
});
