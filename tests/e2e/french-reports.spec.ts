import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { readPdfText, sheetText } from '../helpers/read-exports';
import { englishCheck, translation } from './support/english-words';
import { generateAndOpenFleetCondition, openFirstSurvey, runInspectionListYearToDate } from './support/report-runs';
import { signInAt } from './support/session';

/*
 * French throughout, the reports once run: their results on the screen and every PDF and Excel file
 * they offer read no English for a French-Canadian manager (french-throughout.spec.ts holds the
 * menus, the opening screens and the checkpoint, torque and scrap reports).
 */

const MAPLE_MANAGER = DEMO_USERS.find((u) => u.login === 'fleet.manager@maplehaul.example')!;
const STAFF = DEMO_USERS.find((u) => u.login === 'analyst@tiremaker.example')!;
const DEALER = DEMO_USERS.find((u) => u.login === 'service@interstate-tire.example')!;
const screenEnglish = englishCheck('fr-CA', ['messages']);
const fileEnglish = englishCheck('fr-CA', ['exports']);
const fr = (id: string) => translation('fr-CA', id);

type Found = Record<string, string[]>;

/**
 * What no catalogue text gives away: a code the database stores (a wheel position, a service
 * call's type and place, a specification's source) or an English month abbreviation, printed
 * as it is where a word of the reader's language belongs. A position's English name alone on its
 * line is a list's option; inside a sentence it may be a comment, which stays as written.
 */
const STORED = /(?<![\p{L}-])(steer|drive|trail|scheduled|emergency|roadside|yard|shop|common)(?![\p{L}-])|^(Steer|Drive|Trail)$|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/gmu;
const stored = (text: string) => [...new Set([...text.matchAll(STORED)].map((match) => match[0]))];

/** The screen's main text, then each PDF and Excel file its buttons under `files` give. */
async function read(page: Page, where: string, found: Found, files?: Locator): Promise<void> {
  await page.waitForLoadState('networkidle');
  const english = [...screenEnglish.find(await page.locator('#main').innerText()), ...stored(await page.locator('#main').innerText())];
  if (english.length > 0) found[where] = english;
  if (!files) return;
  const buttons = files.locator('.file-download button');
  for (let i = 0; i < (await buttons.count()); i++) {
    const [file] = await Promise.all([page.waitForEvent('download'), buttons.nth(i).click()]);
    const name = file.suggestedFilename();
    const buffer = await readFile(await file.path());
    const text = name.endsWith('.pdf') ? (await readPdfText(buffer)).text : name.endsWith('.xlsx') ? await sheetText(buffer) : '';
    const inFile = [...fileEnglish.find(text), ...stored(text)];
    if (inFile.length > 0) found[`${where}: ${name}`] = inFile;
  }
}

test.use({ viewport: { width: 1280, height: 800 }, actionTimeout: 20_000 });

/** A demo user who reads English, switched to French as the language chooser leaves it (USER_LANGUAGE). */
async function signInInFrench(page: Page, path: string, user: { login: string; password: string }): Promise<void> {
  await signInAt(page, path, user);
  await page.evaluate(() => localStorage.setItem('USER_LANGUAGE', 'fr-CA'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
}

test('a French-Canadian manager reads no English in TireOptix and the product reports once run, nor in their files', async ({ page }) => {
  test.setTimeout(180_000);
  const found: Found = {};
  await signInAt(page, '/tireoptix', MAPLE_MANAGER);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const surveys = await runInspectionListYearToDate(page, fr);
  await read(page, '/tireoptix (run)', found, page.locator('#main'));
  await openFirstSurvey(page, surveys, fr);
  await read(page, '/tireoptix survey', found, page.locator('#main'));

  await page.goto('/product-wear-rate-report');
  await page.getByRole('button', { name: fr('Select every matching account') }).click();
  await page.getByRole('button', { name: fr('Run report') }).click();
  await expect(page.getByRole('list', { name: fr('Report totals') })).toBeVisible();
  await read(page, '/product-wear-rate-report (run)', found, page.locator('#main'));

  await page.goto('/product-analysis-report');
  await page.getByRole('button', { name: fr('Select every matching account') }).click();
  for (const legend of ['First product', 'Second product']) {
    const group = page.getByRole('group', { name: fr(legend) });
    for (const [index, label] of ['Brand', 'Product line', 'Tire size'].entries()) {
      const select = group.getByLabel(fr(label));
      await expect(select.locator('option').nth(1)).toBeAttached();
      await select.selectOption({ index: legend === 'Second product' && index === 0 ? 2 : 1 });
    }
  }
  await page.getByRole('button', { name: fr('Compare products') }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'PDF' })).toBeEnabled();
  await read(page, '/product-analysis-report (run)', found, page.locator('#main'));
  expect(found).toEqual({});
});

test('a French-Canadian manager reads no English in the fleet dashboard, fleet condition and unit history once run, nor in their files', async ({ page }) => {
  test.setTimeout(240_000);
  const found: Found = {};
  await signInAt(page, '/fleet-dashboard', MAPLE_MANAGER);
  await page.getByRole('radio', { name: new RegExp(`^${fr('Canadian common owners')}`) }).check();
  await page.getByRole('combobox', { name: fr('Account'), exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: fr('Next') }).click();
  await page.getByRole('radio', { name: fr('Year to Date') }).check();
  await page.getByRole('button', { name: fr('Next') }).click();
  await page.getByRole('button', { name: fr('Run reports') }).click();
  const tabs = page.getByRole('tab').and(page.locator('.fd-tab'));
  await expect(page.locator('.fd-panel').first()).toBeVisible();
  // Every report of the first tab goes to its basket, so the Report tab shows them all together.
  const add = page.getByRole('button', { name: fr('Add to basket') });
  for (let i = await add.count(); i > 0; i--) await add.first().click();
  await read(page, '/fleet-dashboard basket', found, page.locator('.fd-basket').first());
  await read(page, '/fleet-dashboard single report', found, page.locator('.fd-panel').first());
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await expect(page.locator('.fd-panel').first()).toBeVisible();
    await read(page, `/fleet-dashboard ${await tabs.nth(i).innerText()}`, found);
  }
  await read(page, '/fleet-dashboard Report tab', found, page.getByRole('group', { name: fr('Export all reports') }));

  await page.goto('/unit-history-report');
  await page.getByRole('checkbox', { name: /Maple Haul Transport/ }).first().check();
  const units = page.getByRole('table', { name: fr('Units of the chosen accounts') });
  await units.getByRole('row').nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: fr('Show history') }).click();
  await expect(page.getByRole('region', { name: fr('Unit history') }).getByRole('row').nth(1)).toBeVisible();
  await read(page, '/unit-history-report (run)', found, page.locator('#main'));

  await page.goto('/fleet-condition-report');
  await page.getByRole('checkbox', { name: fr("Select {name}").replace("{name}", "Maple Haul Transport") }).check();
  await generateAndOpenFleetCondition(page, `Rapport ${Date.now()}`);
  await read(page, '/fleet-condition-report (opened)', found, page.locator('#main'));
  expect(found).toEqual({});
});

test('French-speaking staff and dealers read no English in the inspection list, a survey\'s detail and the dealer survey results and list, nor in their files', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const found: Found = {};
  await signInInFrench(page, '/tireoptix', STAFF);
  const surveys = await runInspectionListYearToDate(page, fr);
  await read(page, '/tireoptix as staff (run)', found, page.locator('#main'));
  await openFirstSurvey(page, surveys, fr);
  await read(page, '/tireoptix as staff, survey', found, page.locator('#main'));

  const dealerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const dealerPage = await dealerContext.newPage();
  await signInInFrench(dealerPage, '/dealer-survey-report', DEALER);
  await dealerPage.getByLabel(fr('Date range')).selectOption('year_to_date');
  await dealerPage.getByRole('button', { name: fr('Run report') }).click();
  await expect(dealerPage.getByRole('table', { name: fr('Surveys in the period') }).getByRole('row').nth(1)).toBeVisible();
  await read(dealerPage, '/dealer-survey-report (run)', found, dealerPage.locator('#main'));
  // The surveys the dealership made, as TireOptix lists them for dealers.
  await dealerPage.goto('/dlrtireoptix');
  await dealerPage.getByRole('button', { name: new RegExp(`^${fr('Dates')}`) }).click();
  await dealerPage.getByLabel(fr('Date range')).selectOption('year_to_date');
  await dealerPage.getByRole('button', { name: fr('Run report') }).click();
  await expect(dealerPage.getByRole('table', { name: fr('Inspection surveys') }).getByRole('row').nth(1)).toBeVisible();
  await read(dealerPage, '/dlrtireoptix (run)', found, dealerPage.locator('#main'));
  await dealerContext.close();
  expect(found).toEqual({});
});
