import { expect, test, type Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { SelectAccountsResponse } from '../../contract/account-selection';
import type { ScrapReport } from '../../contract/scrap-analysis';
import { readPdfText, readXlsx } from '../helpers/read-exports';
import { apiJson } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAt } from './support/session';
import { FLEET_MANAGER } from './support/users';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { referenceWords } from '../../server/exports/reference-words';

const SCREENS = 'test-results/screens';
const en = (value: number) => new Intl.NumberFormat('en-US').format(value);
const read = async (download: Download) => readFile(await download.path());
/** The Maple Haul manager reads the portal in French (fr-CA). */
const MAPLE_MANAGER = DEMO_USERS.find((u) => u.login === 'fleet.manager@maplehaul.example')!;

test('scrap analysis: a fleet manager selects accounts, chooses filters, runs the report, reads charts and tables, and downloads the same figures with photos', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/scrap-analysis-report', FLEET_MANAGER);
  await expect(page.getByRole('heading', { level: 1, name: 'Scrap analysis report' })).toBeVisible();

  const run = page.getByRole('button', { name: 'Run report' });
  await expect(run).toBeDisabled();
  // The shared account table: select every account the filters match, the selected count follows.
  const accountRows = page.locator('.acct-table tbody tr').filter({ has: page.locator('input[type="checkbox"]') });
  await expect(accountRows.first()).toBeVisible();
  await page.getByRole('button', { name: 'Select every matching account' }).click();
  const table = await apiJson<SelectAccountsResponse>(page, 'POST', 'scrap_analysis_report/select_accounts', { is_select_all: true });
  await expect(page.locator('.acct-picker .data-table-selected')).toContainText(String(table.account_ids.length));

  // Filters: the year so far, every dealer; the survey list (pages of 20) shows the surveys that scrapped tires.
  await page.getByLabel('Date range').selectOption('year_to_date');
  await expect(page.getByLabel(/Dealers and CTSC locations/).locator('option').first()).toBeAttached();
  const filters = { account_ids: table.account_ids, date_range_type: 'year_to_date' };
  const surveys = await apiJson<{ total_items: number; surveys: { fleet_location_code: string }[] }>(page, 'POST', 'scrap_analysis_report/get_surveys', filters);
  expect(surveys.total_items).toBeGreaterThan(0);
  const surveyTable = page.getByRole('table', { name: /Surveys with scrapped tires/ });
  await expect(surveyTable.locator('tbody tr').first()).toContainText(surveys.surveys[0]!.fleet_location_code);
  await expect(surveyTable.locator('tbody tr')).toHaveCount(Math.min(20, surveys.total_items));

  await run.click();
  const expected = await apiJson<ScrapReport>(page, 'POST', 'scrap_analysis_report/get_scrap_report', filters);
  const header = expected.graph_header;
  expect(header.scrapped_tires).toBeGreaterThan(0);
  const tiles = page.getByRole('list', { name: 'Report totals' });
  await expect(tiles.getByRole('listitem').filter({ hasText: 'Scrapped tires' })).toContainText(en(header.scrapped_tires));
  await expect(tiles.getByRole('listitem').filter({ hasText: 'With photo' })).toContainText(en(header.with_photo));

  // Charts drawn, and the tables beside them carry the same figures.
  await expect(page.locator('.scrap-chart .apexcharts-bar-series').first()).toBeVisible();
  expect(await page.locator('.scrap-chart').count()).toBeGreaterThanOrEqual(3);
  const topReason = expected.statistics.by_removal_reason[0]!;
  const reasons = page.getByRole('table', { name: 'By removal reason' });
  await expect(reasons.locator('tbody tr').first()).toContainText(topReason.name);
  await expect(reasons.locator('tbody tr').first()).toContainText(en(topReason.tires));
  await expect(reasons.locator('tbody tr')).toHaveCount(expected.statistics.by_removal_reason.length);
  const positions = page.getByRole('table', { name: 'By position' });
  await expect(positions.locator('tbody tr')).toHaveCount(4);
  const photos = page.locator('.scrap-photo img');
  await expect(photos.first()).toBeVisible();
  expect(await photos.count()).toBe(expected.images.length);
  await expectNoSeriousA11yViolations(page);
  // Photos load lazily: bring each into view so the full-page picture shows them.
  for (let i = 0; i < (await photos.count()); i++) await photos.nth(i).scrollIntoViewIfNeeded();
  await expect.poll(() => photos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
  await page.screenshot({ path: `${SCREENS}/scrap-analysis-1280.png`, fullPage: true });
  await page.locator('.scrap-filters').screenshot({ path: `${SCREENS}/scrap-analysis-filters-1280.png` });
  await page.locator('.scrap-report .report-frame-head').screenshot({ path: `${SCREENS}/scrap-analysis-head-1280.png` });
  await page.locator('.scrap-tiles').screenshot({ path: `${SCREENS}/scrap-analysis-tiles-1280.png` });
  await page.locator('.scrap-graph-grid').screenshot({ path: `${SCREENS}/scrap-analysis-charts-1280.png` });
  await page.locator('.scrap-photos').screenshot({ path: `${SCREENS}/scrap-analysis-photos-1280.png` });
  // On a phone the page keeps to the screen's width (wide tables scroll inside their own box).
  await page.setViewportSize({ width: 420, height: 900 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(420);
  await page.locator('.scrap-graph-grid').screenshot({ path: `${SCREENS}/scrap-analysis-charts-420.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfBytes = await read(pdf);
  const text = (await readPdfText(pdfBytes)).text;
  expect(text).toContain('Scrap analysis report');
  expect(text).toContain(`Scrapped tires: ${header.scrapped_tires}`);
  expect(text).toContain(`${topReason.name} ${topReason.tires} ${topReason.percent.toFixed(1)}%`);
  expect(text).toContain('Photos of scrapped tires');
  expect(pdfBytes.toString('latin1')).toMatch(/\/Subtype \/Image/);

  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
  expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
  const { sheets } = await readXlsx(await read(excel));
  const byReason = sheets.find((sheet) => sheet.name === 'By removal reason')!;
  expect(byReason.rows.find((row) => row[0] === topReason.name)?.slice(0, 2)).toEqual([topReason.name, topReason.tires]);
  const accounts = sheets.find((sheet) => sheet.name === 'Accounts')!;
  const total = accounts.rows.filter((row) => typeof row[2] === 'number' && row.length >= 5).reduce((sum, row) => sum + Number(row[2]), 0);
  expect(total).toBe(header.scrapped_tires);
  const pictures = sheets.find((sheet) => sheet.name === 'Photos of scrapped tires')!;
  expect(pictures.worksheet.getImages().length).toBe(expected.images.length);
});

test('scrap analysis in French: the removal reasons and wear conditions the portal seeds read in French on screen and in the Excel file', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/scrap-analysis-report', MAPLE_MANAGER);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByRole('button', { name: 'Sélectionner tous les comptes correspondants' }).click();
  const table = await apiJson<SelectAccountsResponse>(page, 'POST', 'scrap_analysis_report/select_accounts', { is_select_all: true });
  await page.getByLabel('Plage de dates').selectOption('year_to_date');
  await page.getByRole('button', { name: 'Exécuter le rapport' }).click();
  const filters = { account_ids: table.account_ids, date_range_type: 'year_to_date' };
  const expected = await apiJson<ScrapReport>(page, 'POST', 'scrap_analysis_report/get_scrap_report', filters);
  const named = (figures: ScrapReport['statistics']['by_removal_reason']) => figures.filter((figure) => figure.id !== null);
  expect(named(expected.statistics.by_removal_reason).length).toBeGreaterThan(0);

  // The answer names them in English, as stored; the screen says them in French (as the files do).
  const french = referenceWords('fr-CA');
  for (const [id, figures] of [['scrap-reasons', expected.statistics.by_removal_reason], ['scrap-wear', expected.statistics.by_wear_condition]] as const) {
    const shown = page.locator(`#${id}-table tbody`);
    await expect(shown.locator('tr')).toHaveCount(figures.length);
    for (const figure of named(figures)) {
      expect(french(figure.name)).not.toBe(figure.name);
      await expect(shown).toContainText(french(figure.name));
      await expect(shown).not.toContainText(figure.name);
    }
  }
  await page.locator('.scrap-graph-grid').screenshot({ path: `${SCREENS}/scrap-analysis-fr-CA-1280.png` });

  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
  const { sheets } = await readXlsx(await read(excel));
  const cells = sheets[0]!.rows.map((row) => row[0]);
  for (const figure of named(expected.statistics.by_removal_reason)) {
    expect(cells).toContain(french(figure.name));
    expect(cells).not.toContain(figure.name);
  }
});
