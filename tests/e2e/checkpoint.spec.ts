import { expect, test, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { readPdfText, readXlsx } from '../helpers/read-exports';
import { runCheckpointLast30Days as runLast30Days } from './support/report-runs';

const SCREENS = 'test-results/screens';

const exportButton = (page: Page, path: string) => page.locator(`.file-download[data-path="checkpoint/${path}"] button`);

const tileValue = async (page: Page, key: string) => Number(await page.locator(`[data-tile="${key}"] .checkpoint-tile-value`).getAttribute('data-value'));

async function readAll(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

test('checkpoint report: tiles match the table, detail, exports and screens', async ({ page }) => {
  test.setTimeout(120_000);
  await runLast30Days(page);

  // Every row on one page, through the URL the page keeps its request in.
  const url = new URL(page.url());
  url.searchParams.set('size', '1000');
  await page.goto(url.pathname + url.search);
  const rows = page.locator('.checkpoint-table tbody tr');
  await expect(rows.first().locator('a')).toBeVisible();
  const table = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');
      return {
        // The link holds the unit number alone (the cell also has the level symbol).
        unit: tr.querySelector('td a')?.textContent?.trim() ?? '',
        tires: Number(tr.querySelector('[data-total-tires]')?.getAttribute('data-total-tires')),
        critical: Number(cells[6]),
        warning: Number(cells[7]),
      };
    }),
  );
  const units = [...new Set(table.map((row) => row.unit))];
  const sum = (key: 'tires' | 'critical' | 'warning') => table.reduce((total, row) => total + row[key], 0);

  expect(await tileValue(page, 'total_units')).toBeGreaterThan(0);
  expect(await tileValue(page, 'total_units')).toBe(units.length);
  expect(await tileValue(page, 'total_tires')).toBe(sum('tires'));
  expect(await tileValue(page, 'critical_exceptions')).toBe(sum('critical'));
  expect(await tileValue(page, 'warning_exceptions')).toBe(sum('warning'));
  expect(sum('critical') + sum('warning')).toBeGreaterThan(0);

  // Exports carry the same units as the table.
  const [pdf] = await Promise.all([page.waitForEvent('download'), exportButton(page, 'download_pdf_file_checkpoint_reports').click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfText = (await readPdfText(await readAll(pdf))).text;
  for (const unit of units) expect(pdfText).toContain(unit);

  const [xlsx] = await Promise.all([page.waitForEvent('download'), exportButton(page, 'download_excel_file_checkpoint_reports').click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const { sheets } = await readXlsx(await readAll(xlsx));
  const cells = new Set(sheets.flatMap((sheet) => sheet.rows.flat().map((cell) => String(cell))));
  for (const unit of units) expect(cells.has(unit)).toBe(true);

  // Back to a page of 10 for the screenshots.
  url.searchParams.delete('size');
  await page.goto(url.pathname + url.search);
  await expect(rows.first().locator('a')).toBeVisible();
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/checkpoint-list-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // A unit whose tires themselves are out of range (pressure or tread, not only a mismatch
  // between tires) shows coloured wheels. Chosen by its counts, so the demo data's day of
  // generation does not decide which row it is.
  url.searchParams.set('size', '1000');
  await page.goto(url.pathname + url.search);
  const tireLevelRow = rows.filter({
    has: page.locator('td:nth-child(9), td:nth-child(10), td:nth-child(11), td:nth-child(12)').filter({ hasText: /^[1-9]\d*$/ }),
  });
  await tireLevelRow.first().locator('a').click();
  await expect(page).toHaveURL(/\/checkpoint\/detail\/\d+/);
  const wheel = page.locator('.wheel').first();
  await expect(wheel).toBeVisible();
  await expect(page.locator('.wheel.level-critical, .wheel.level-warning').first()).toBeVisible();
  const border = await wheel.evaluate((el) => getComputedStyle(el).borderTopColor);
  expect(border).not.toBe('rgba(0, 0, 0, 0)');

  const [detailPdf] = await Promise.all([page.waitForEvent('download'), exportButton(page, 'download_pdf_file_checkpoint_detail').click()]);
  expect(detailPdf.suggestedFilename()).toMatch(/\.pdf$/);
  const unitTile = await page.locator('.checkpoint-detail-tiles .checkpoint-tile-text').first().textContent();
  expect((await readPdfText(await readAll(detailPdf))).text).toContain(unitTile?.trim() ?? '');

  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/checkpoint-detail-${width}.png`, fullPage: true });
  }
});

test('checkpoint offline: the offline panel replaces the report', async ({ page, context }) => {
  await runLast30Days(page);
  await context.setOffline(true);
  await expect(page.locator('.online-only-panel')).toBeVisible();
  // It says both that the screen needs a connection and that the device is offline.
  await expect(page.locator('.online-only-panel h2')).toContainText('needs a connection');
  await expect(page.locator('.online-only-panel .online-only-state')).toHaveText('This device is offline.');
  await expect(page.locator('.checkpoint-table')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.locator('.checkpoint-table tbody tr').first().locator('a')).toBeVisible();
});
