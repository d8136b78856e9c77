import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { generateAndOpenFleetCondition, openFirstSurvey, runCheckpointLast30Days, runInspectionListYearToDate } from './support/report-runs';
import { signInAt } from './support/session';

/**
 * Nothing sideways: no screen scrolls the page sideways at 1280 or 768 px; a wide table scrolls
 * inside its own region instead. Every screen of the Portal screens menu, as the administrator
 * (every screen but the dealers' list) and a dealer (theirs).
 */
const ADMIN_SCREENS = [
  '/', '/checkpoint', '/dealer-survey-report', '/fleet-condition-report', '/fleet-dashboard', '/locations', '/tireoptix',
  '/scrap-analysis-report', '/product-analysis-report', '/product-wear-rate-report', '/unit-history-report',
  '/torque-summary-report', '/favorites', '/leasesales/configurator', '/manage-products', '/manage-specs',
  '/admin/translations', '/admin/registrations', '/dealer-survey-report?run=true',
];
const DEALER_SCREENS = ['/dlrtireoptix'];

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
];

/** What sticks out on the right of the window, for the failure message. */
async function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    // What sticks out and is not inside a box of its own that scrolls or clips it.
    const inScrollingBox = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1 && !inScrollingBox(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).split(' ').join('.')} in ${el.parentElement?.getAttribute('class')}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
}

/** Checks the view at each size in turn, once its layout settles after the turn. */
async function checkAt(page: Page, view: string, sizes: typeof WIDTHS, failures: string[]) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    const settled = await expect
      .poll(async () => {
        const { scrollWidth, clientWidth } = await sidewaysScroll(page);
        return scrollWidth - clientWidth;
      }, { timeout: 2_000 })
      .toBeLessThanOrEqual(0)
      .then(() => true, () => false);
    if (settled) continue;
    const { scrollWidth, clientWidth, wide } = await sidewaysScroll(page);
    failures.push(`${view} at ${size.width} px: ${scrollWidth} > ${clientWidth} (${wide.join(', ')})`);
  }
}

/**
 * Checks the view at the window's width, then turns the window to the other width (a tablet
 * turned, a desktop window narrowed) and checks again. The window stays at that width, so the
 * next view loads at it: each width loads every other view.
 */
async function checkAtBothWidths(page: Page, view: string, failures: string[]) {
  await checkAt(page, view, page.viewportSize()!.width === WIDTHS[0].width ? WIDTHS : [...WIDTHS].reverse(), failures);
}

/**
 * A report's results, run at 1280 px: checked there and narrowed to 768 px, then widened again so
 * the next report runs wide. What is drawn wide has held the page that wide once narrowed (a
 * chart's width, a grid column sized by it), while the same report run narrow and widened fitted.
 */
async function checkDrawnWide(page: Page, view: string, failures: string[]) {
  await checkAt(page, view, WIDTHS, failures);
  await page.setViewportSize(WIDTHS[0]);
}

for (const [role, screens] of [['ADMIN', ADMIN_SCREENS], ['DLR', DEALER_SCREENS]] as const) {
  test(`no screen scrolls sideways at 1280 or 768 px (${role})`, async ({ page }) => {
    test.setTimeout(180_000);
    const user = DEMO_USERS.find((u) => u.group === role)!;
    await signInAt(page, '/', user);
    const failures: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await checkAtBothWidths(page, path, failures);
    }
    expect(failures).toEqual([]);
  });
}

/**
 * The report views that appear only after a run: the checkpoint table and a unit's detail, the
 * torque table, and the unit history's events, as the fleet manager runs them.
 */
test('no report view scrolls sideways after a run at 1280 or 768 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDTHS[0]);
  const failures: string[] = [];
  const check = (view: string) => checkDrawnWide(page, view, failures);

  await runCheckpointLast30Days(page);
  const unitLink = page.locator('.checkpoint-table tbody tr').first().locator('a');
  await check('checkpoint table');
  await unitLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await check('checkpoint detail');

  await page.goto('/torque-summary-report');
  await page.getByRole('button', { name: 'Select all' }).click();
  await page.getByLabel('Date range').selectOption('year_to_date');
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(page.getByRole('table', { name: 'Torque per location' }).getByRole('row').nth(1)).toBeVisible();
  await check('torque summary');

  await page.goto('/unit-history-report');
  await page.getByRole('group', { name: 'US national accounts' }).getByRole('checkbox').first().check();
  const units = page.getByRole('table', { name: 'Units of the chosen accounts' });
  await units.getByRole('row').nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Show history' }).click();
  await expect(page.getByRole('region', { name: 'Unit history' }).getByRole('row').nth(1)).toBeVisible();
  await check('unit history');
  // A table wider than its box says so: a shade at its edge and a line under it.
  const events = page.getByRole('region', { name: /events$/ });
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await events.evaluate((region) => region.scrollTo({ left: 0 }));
    const hidesColumns = await events.evaluate((region) => region.scrollWidth > region.clientWidth);
    await expect(page.getByText('Scroll sideways for more columns →')).toBeVisible({ visible: hidesColumns });
    await page.screenshot({ path: `test-results/screens/unit-history-after-run-${size.width}.png`, fullPage: true });
    if (hidesColumns) {
      await events.evaluate((region) => region.scrollTo({ left: region.scrollWidth }));
      await expect(page.getByText('Scroll sideways for more columns →')).toBeHidden();
    }
  }

  expect(failures).toEqual([]);
});

/**
 * Every other report once run, as the administrator (whose dashboard baskets no other spec
 * counts): the dashboard's tabs and its Report tab gathering the first tab's reports, TireOptix
 * and a survey, the product reports, scrap, and a fleet condition report opened.
 */
test('no other report scrolls sideways once run at 1280 or 768 px', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(WIDTHS[0]);
  const failures: string[] = [];
  const check = async (view: string) => {
    await page.waitForLoadState('networkidle');
    await checkDrawnWide(page, view, failures);
  };
  await signInAt(page, '/fleet-dashboard', DEMO_USERS.find((u) => u.group === 'ADMIN')!);

  await page.getByRole('combobox', { name: 'Account', exact: true }).selectOption({ label: 'Northline Freight Lines (NA100100)' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Year to Date' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Run reports' }).click();
  await expect(page.locator('.fd-panel').first()).toBeVisible();
  // A click re-renders the panels: a button counted may turn to "Update in basket" before its
  // click lands. Count again after each try.
  const add = page.getByRole('button', { name: 'Add to basket' });
  while ((await add.count()) > 0) await add.first().click({ timeout: 5_000 }).catch(() => undefined);
  const tabs = page.getByRole('tab').and(page.locator('.fd-tab'));
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await expect(page.locator('.fd-panel').first()).toBeVisible();
    await check(`dashboard ${await tabs.nth(i).innerText()}`);
  }

  await page.goto('/tireoptix');
  const surveys = await runInspectionListYearToDate(page);
  await check('tireoptix');
  await openFirstSurvey(page, surveys);
  await check('tireoptix survey');

  await page.goto('/product-wear-rate-report');
  await page.getByRole('button', { name: 'Select every matching account' }).click();
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(page.getByRole('list', { name: 'Report totals' })).toBeVisible();
  await check('product wear rate');

  await page.goto('/product-analysis-report');
  await page.getByRole('button', { name: 'Select every matching account' }).click();
  for (const [index, legend] of ['First product', 'Second product'].entries()) {
    const group = page.getByRole('group', { name: legend });
    for (const [step, label] of ['Brand', 'Product line', 'Tire size'].entries()) {
      const select = group.getByLabel(label);
      await expect(select.locator('option').nth(1)).toBeAttached();
      await select.selectOption({ index: index === 1 && step === 0 ? 2 : 1 });
    }
  }
  await page.getByRole('button', { name: 'Compare products' }).click();
  await expect(page.getByRole('button', { name: 'PDF' })).toBeEnabled();
  await check('product analysis');

  await page.goto('/scrap-analysis-report');
  await page.getByRole('button', { name: 'Select every matching account' }).click();
  await page.getByLabel('Date range').selectOption('year_to_date');
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(page.getByRole('button', { name: 'Excel' })).toBeEnabled();
  await check('scrap analysis');

  await page.goto('/fleet-condition-report');
  await page.locator('.acct-table tbody tr').filter({ has: page.locator('input[type="checkbox"]') }).first().locator('input[type="checkbox"]').check();
  await generateAndOpenFleetCondition(page, `Wide check ${Date.now()}`);
  await check('fleet condition report');

  expect(failures).toEqual([]);
});
