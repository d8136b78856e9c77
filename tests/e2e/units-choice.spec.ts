import { expect, test, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { readPdfText, readXlsx, type ParsedSheet } from '../helpers/read-exports';
import { runCheckpointWizard } from './support/report-runs';
import { signInAt } from './support/session';

const SCREENS = 'test-results/screens';
/** The Maple Haul manager reads the portal in French (fr-CA) and starts metric, with bar. */
const MAPLE_MANAGER = DEMO_USERS.find((u) => u.login === 'fleet.manager@maplehaul.example')!;
const FR_CA_DAY = /^\d{4}-\d{2}-\d{2}$/;

const trigger = (page: Page) => page.locator('.site-header .units-chooser__trigger');
const exportButton = (page: Page, path: string) => page.locator(`.file-download[data-path="checkpoint/${path}"] button`);
const readAll = async (download: Download) => readFile(await download.path());

async function download(page: Page, path: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), exportButton(page, path).click()]);
  return readAll(file);
}

/** The rows under the sheet's header row (the one starting with Unit), up to the first empty one. */
function table(sheet: ParsedSheet): { header: string[]; rows: ParsedSheet['rows'] } {
  const at = sheet.rows.findIndex((row) => row[0] === 'Véhicule');
  const end = sheet.rows.findIndex((row, i) => i > at && row.length === 0);
  return { header: sheet.rows[at]!.map(String), rows: sheet.rows.slice(at + 1, end < 0 ? undefined : end) };
}

/** Opens the chooser from the header, picks a choice by its French name, waits until it is saved. */
async function chooseUnits(page: Page, name: RegExp, screenshot?: string): Promise<void> {
  await trigger(page).click();
  const dialog = page.getByRole('dialog', { name: 'Unités et dates' });
  await expect(dialog).toBeVisible();
  if (screenshot) await page.screenshot({ path: `${SCREENS}/${screenshot}.png` });
  await dialog.locator('.units-chooser__choice', { hasText: name }).click();
  await expect(dialog.getByRole('radio', { name })).toBeChecked();
  await expect(dialog.getByRole('status')).toContainText('Enregistré');
  await dialog.getByRole('button', { name: 'Terminé' }).click();
  await expect(dialog).toBeHidden();
}

test('a French-Canadian manager switches units and reads them in the checkpoint report, its PDF and its Excel, with fr-CA dates', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAt(page, '/checkpoint', MAPLE_MANAGER);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(trigger(page)).toHaveText('bar · mm');

  // The Maple Haul report of the last 30 days, through the wizard.
  await runCheckpointWizard(page, 'canadian_common_owner', 'Maple Haul Transport');
  const rows = page.locator('.checkpoint-table tbody tr');
  await expect(rows.first().locator('a')).toBeVisible();
  const reportUrl = page.url();
  // Dates in the table as fr-CA writes them, 2026-11-25.
  const days = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[2]?.textContent?.trim() ?? ''));
  expect(days.length).toBeGreaterThan(0);
  for (const day of days) expect(day).toMatch(FR_CA_DAY);

  // First to imperial, so the switch back to metric shows.
  await chooseUnits(page, /Impérial/, 'units-choice-menu-1280');
  await expect(trigger(page)).toHaveText('psi · 32es');
  await rows.first().locator('a').click();
  await expect(page).toHaveURL(/\/checkpoint\/detail\/\d+/);
  const wheelTexts = () => page.locator('.wheel').allTextContents();
  await expect.poll(async () => (await wheelTexts()).join(' ')).toContain('psi');
  expect((await wheelTexts()).join(' ')).not.toContain('bar');

  // Back to metric with the keyboard: the chooser's radios move with the arrow keys.
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Unités et dates' });
  await expect(dialog).toBeVisible();
  // The dialog takes the focus; Tab reaches the chosen unit, the group's one tab stop.
  const imperial = dialog.getByRole('radio', { name: /Impérial/ });
  if (!(await imperial.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await expect(imperial).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('status')).toContainText('Enregistré');
  await expect(dialog.getByRole('radio', { name: /Métrique en bars/ })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger(page)).toHaveText('bar · mm');

  // The detail reads bar and mm, with fr-CA decimal commas, without a reload.
  await expect.poll(async () => (await wheelTexts()).join(' ')).toMatch(/\d+,\d+ bar/);
  expect((await wheelTexts()).join(' ')).toMatch(/\d+(,\d+)? mm/);
  expect((await wheelTexts()).join(' ')).not.toContain('psi');
  await expect(page.locator('.checkpoint-detail-tiles')).toContainText(/\d{4}-\d{2}-\d{2}/);
  await page.screenshot({ path: `${SCREENS}/units-choice-detail-bar.png`, fullPage: true });

  const detailPdf = (await readPdfText(await download(page, 'download_pdf_file_checkpoint_detail'))).text;
  // The files speak French too; a long header may wrap over lines.
  expect(detailPdf).toMatch(/Pression\s+\(bar\)/);
  expect(detailPdf).toMatch(/Profondeur\s+de\s+la\s+bande\s+de\s+roulement\s+\(mm\)/);
  expect(detailPdf).not.toContain('(psi)');
  expect(detailPdf).toMatch(/\d{4}-\d{2}-\d{2}/);

  const detailSheet = (await readXlsx(await download(page, 'download_excel_file_checkpoint_details'))).sheets[0]!;
  const detail = table(detailSheet);
  const pressure = detail.header.indexOf('Pression (bar)');
  const tread = detail.header.indexOf('Profondeur de la bande de roulement (mm)');
  expect(pressure).toBeGreaterThan(-1);
  expect(tread).toBeGreaterThan(-1);
  const pressures = detail.rows.map((row) => row[pressure]).filter((value) => typeof value === 'number') as number[];
  // Truck tires run about 5 to 9 bar (70 to 130 psi); psi figures would be ten times larger.
  expect(pressures.length).toBeGreaterThan(0);
  for (const value of pressures) expect(value).toBeLessThan(14);
  const dayColumn = detail.header.indexOf('Date') + 1;
  const firstRow = detailSheet.rows.findIndex((row) => row === detail.rows[0]) + 1;
  expect(detailSheet.worksheet.getRow(firstRow).getCell(dayColumn).numFmt).toBe('yyyy-mm-dd');

  // The report's files: every wheel in bar and mm, and the crossings' days as fr-CA writes them.
  await page.goto(new URL(reportUrl).pathname + new URL(reportUrl).search);
  await expect(rows.first().locator('a')).toBeVisible();
  const wheels = table((await readXlsx(await download(page, 'download_excel_file_checkpoint_all_details_report'))).sheets[0]!);
  expect(wheels.header).toEqual(expect.arrayContaining(['Pression (bar)', 'Profondeur de la bande de roulement (mm)']));
  const reportPdf = (await readPdfText(await download(page, 'download_pdf_file_checkpoint_reports'))).text;
  for (const day of new Set(days)) expect(reportPdf).toContain(day);
  await page.screenshot({ path: `${SCREENS}/units-choice-report-1280.png`, fullPage: true });

  // On a phone the chooser sits in the folding menu, reachable by touch.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('.header-menu-button').click();
  await expect(trigger(page)).toBeVisible();
  await trigger(page).scrollIntoViewIfNeeded();
  // The menu slides open; the picture waits for it to settle.
  await page.waitForTimeout(800);
  const box = await trigger(page).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: `${SCREENS}/units-choice-menu-390.png` });
  await trigger(page).click();
  await expect(page.getByRole('dialog', { name: 'Unités et dates' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/units-choice-dialog-390.png` });
});
