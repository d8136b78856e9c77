import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { readPdfText, sheetText } from '../helpers/read-exports';
import { englishCheck } from './support/english-words';
import { runCheckpointWizard } from './support/report-runs';
import { signInAt } from './support/session';

/*
 * French throughout: a French-Canadian manager reads no English, on the screens (menus of the site
 * content included) nor in the files. The English is every en-US catalogue text that fr-CA
 * translates differently (support/english-words.ts).
 */

const MAPLE_MANAGER = DEMO_USERS.find((u) => u.login === 'fleet.manager@maplehaul.example')!;
const screenEnglish = englishCheck('fr-CA', ['messages']);
const fileEnglish = englishCheck('fr-CA', ['exports']);

/** The Maple Haul checkpoint report of the last 30 days, through the wizard, as units-choice.spec does. */
async function runCheckpoint(page: Page): Promise<void> {
  await signInAt(page, '/checkpoint', MAPLE_MANAGER);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await runCheckpointWizard(page, 'canadian_common_owner', 'Maple Haul Transport');
  await expect(page.locator('.checkpoint-table tbody tr').first().locator('a')).toBeVisible();
}

async function download(page: Page, button: ReturnType<Page['locator']>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readFile(await file.path());
}

const exportButton = (page: Page, path: string) => page.locator(`.file-download[data-path="${path}"] button`);
test('a French-Canadian manager reads no English on the report screens, their menus and footer', async ({ page }) => {
  test.setTimeout(120_000);
  expect(screenEnglish.size).toBeGreaterThan(500);
  await page.setViewportSize({ width: 1280, height: 800 });
  const found: Record<string, string[]> = {};
  // textContent of the menus: their closed panels count too.
  const check = async (where: string, text: string) => {
    const english = screenEnglish.find(text);
    if (english.length > 0) found[where] = english;
  };
  const main = () => page.locator('#main').innerText();

  await runCheckpoint(page);
  await check('header', (await page.locator('.site-header').textContent()) ?? '');
  await check('footer', (await page.locator('.site-footer').textContent()) ?? '');
  await check('/checkpoint', await main());

  await page.locator('.checkpoint-table tbody tr').first().locator('a').click();
  await expect(page.locator('.checkpoint-detail-tiles')).toBeVisible();
  await check('/checkpoint/detail', await main());
  // Words wrap whole: no word of the crossing's tiles is split over two lines.
  const cutWords = await page.locator('.checkpoint-tile-text').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const cut: string[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) cut.push(match[0]);
        }
      }
      return cut;
    }),
  );
  expect.soft(cutWords).toEqual([]);

  for (const path of ['/fleet-dashboard', '/fleet-condition-report', '/tireoptix', '/scrap-analysis-report', '/torque-summary-report', '/unit-history-report']) {
    await page.goto(path);
    await expect(page.locator('#main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await check(path, await main());
  }

  // A report as it reads once run: tiles, table and chart.
  await page.goto('/torque-summary-report');
  await page.getByRole('button', { name: 'Tout sélectionner' }).click();
  await page.getByLabel('Plage de dates').selectOption('year_to_date');
  await page.getByRole('button', { name: 'Exécuter le rapport' }).click();
  await expect(page.locator('#main table').last()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await check('/torque-summary-report (run)', await main());
  expect(found).toEqual({});
});

test('a French-Canadian manager reads no English in the checkpoint and scrap files', async ({ page }) => {
  test.setTimeout(120_000);
  expect(fileEnglish.size).toBeGreaterThan(300);
  await page.setViewportSize({ width: 1280, height: 800 });
  const found: Record<string, string[]> = {};
  const check = (where: string, text: string) => {
    const english = fileEnglish.find(text);
    if (english.length > 0) found[where] = english;
  };

  await runCheckpoint(page);
  check('checkpoint PDF', (await readPdfText(await download(page, exportButton(page, 'checkpoint/download_pdf_file_checkpoint_reports')))).text);
  check('checkpoint Excel', await sheetText(await download(page, exportButton(page, 'checkpoint/download_excel_file_checkpoint_reports'))));
  check('checkpoint wheels Excel', await sheetText(await download(page, exportButton(page, 'checkpoint/download_excel_file_checkpoint_all_details_report'))));
  await page.locator('.checkpoint-table tbody tr').first().locator('a').click();
  await expect(page.locator('.checkpoint-detail-tiles')).toBeVisible();
  const detailPdf = (await readPdfText(await download(page, exportButton(page, 'checkpoint/download_pdf_file_checkpoint_detail')))).text;
  check('checkpoint detail PDF', detailPdf);
  // The reader's direction is a word of the sentence, not the stored code ("sens in").
  expect.soft(detailPdf).not.toMatch(/\b(in|out)\b/);
  check('checkpoint detail Excel', await sheetText(await download(page, exportButton(page, 'checkpoint/download_excel_file_checkpoint_details'))));

  await page.goto('/scrap-analysis-report');
  await page.getByRole('button', { name: 'Sélectionner tous les comptes correspondants' }).click();
  await page.getByLabel('Plage de dates').selectOption('year_to_date');
  await page.getByRole('button', { name: 'Exécuter le rapport' }).click();
  await expect(page.getByRole('button', { name: 'Excel' })).toBeEnabled();
  // The report as the screen shows it, charts and tables included, with the screens' words.
  const screen = screenEnglish.find(await page.locator('#main').innerText());
  if (screen.length > 0) found['scrap screen'] = screen;
  check('scrap PDF', (await readPdfText(await download(page, page.getByRole('button', { name: 'PDF' })))).text);
  check('scrap Excel', await sheetText(await download(page, page.getByRole('button', { name: 'Excel' }))));
  expect(found).toEqual({});
});
