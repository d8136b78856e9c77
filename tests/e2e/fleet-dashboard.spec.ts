import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import { readPdfPictures, readPdfText, readPng, readXlsx } from '../helpers/read-exports';
import { REPORT_TYPES_BY_TAB } from '../../contract/fleet-dashboard';
import { apiJson } from './support/api';
import { MEMBERSHIP_PATH, popup, signInAt, submitSignIn } from './support/session';
import { FLEET_MANAGER, YARD_LEAD } from './support/users';

const SCREENS = 'test-results/screens';
const TABS = ['service', 'purchases', 'retreading', 'casingdurability'] as const;
const TAB_NAMES = { service: 'Service', purchases: 'Purchases', retreading: 'Retreading', casingdurability: 'Casing durability' } as const;

const panel = (page: Page, type: string) => page.locator(`.fd-panel[data-report="${type}"]`);
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: false }).and(page.locator('.fd-tab'));

/** Every panel of the open tab answered (load status 200), none failed. */
async function expectTabLoaded(page: Page, types: readonly string[]) {
  for (const type of types) await expect(panel(page, type)).toHaveAttribute('data-status', '200', { timeout: 30_000 });
}

/** Body cells of a panel's table by column id. */
async function tableRows(scope: Locator): Promise<Record<string, string>[]> {
  return scope.locator('.fd-table tbody tr').evaluateAll((rows) =>
    rows.map((row) => Object.fromEntries([...row.querySelectorAll('[data-column]')].map((cell) => [cell.getAttribute('data-column'), cell.textContent?.trim() ?? '']))),
  );
}

async function download(page: Page, scope: Locator, path: string): Promise<Buffer> {
  const [file]: [Download, void] = await Promise.all([page.waitForEvent('download'), scope.locator(`.file-download[data-path="fleet_dashboard/${path}"] button`).first().click()]);
  return readFile(await file.path());
}

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * The percentages of pies (ApexCharts' SVG; run in the page, so self-contained) whose box reaches
 * into their circle. The circle is read from a slice that is not moved out: its path draws the
 * arc first (`M x1 y1 A r r ...`), then a line to the centre, in the slice's own coordinates.
 */
function piePercentagesOnSlices(pies: Element[]): string[] {
  return pies.flatMap((pie) => {
    const slice = [...pie.querySelectorAll<SVGPathElement>('path.apexcharts-pie-area')].find((path) => path.getAttribute('selected') !== 'true');
    const d = slice?.getAttribute('d') ?? '';
    const toCentre = /L\s*([\d.-]+)[\s,]+([\d.-]+)/.exec(d);
    const arc = /A\s*([\d.]+)/.exec(d);
    const matrix = slice?.getScreenCTM();
    if (!slice || !toCentre || !arc || !matrix) return ['no slice to measure'];
    const centre = new DOMPoint(Number(toCentre[1]), Number(toCentre[2])).matrixTransform(matrix);
    const radius = Number(arc[1]) * Math.hypot(matrix.a, matrix.b);
    return [...pie.querySelectorAll('.apexcharts-datalabels text, text.apexcharts-pie-label')]
      .filter((label) => {
        const box = label.getBoundingClientRect();
        if (box.width === 0) return false;
        const dx = Math.max(box.left - centre.x, 0, centre.x - box.right);
        const dy = Math.max(box.top - centre.y, 0, centre.y - box.bottom);
        return Math.hypot(dx, dy) < radius - 1;
      })
      .map((label) => label.textContent ?? '');
  });
}

test('fleet dashboard: wizard, every tab, compare, national average, weeks, basket exported as PDF, Excel and XML, template restored after signing in again', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAt(page, '/fleet-dashboard', FLEET_MANAGER);
  // A basket from an earlier run would change the counts below.
  for (const tabType of TABS) await apiJson(page, 'POST', 'fleet_dashboard/basket_clear', { tab_type: tabType });

  // Step 1: the US national account, all its locations; the Locations table pages, sorts and counts.
  await page.getByRole('combobox', { name: 'Account', exact: true }).selectOption({ label: 'Northline Freight Lines (NA100100)' });
  await page.getByRole('checkbox', { name: 'All locations' }).uncheck();
  const locations = page.locator('.fd-pick[data-pick="locations"]');
  await expect(locations.locator('tbody tr').first()).toBeVisible();
  await locations.locator('tbody tr').nth(0).getByRole('checkbox').check();
  await locations.locator('tbody tr').nth(1).getByRole('checkbox').check();
  await expect(locations.locator('.data-table-selected')).toContainText('2');
  await page.screenshot({ path: `${SCREENS}/dashboard-step-1.png`, fullPage: false });
  await page.getByRole('checkbox', { name: 'All locations' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: a custom range with a field error, then year to date.
  await page.getByRole('radio', { name: 'Custom' }).check();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Year to Date' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the filters; applying runs the service tab.
  await expect(page.getByRole('checkbox', { name: 'Emergency' })).toBeChecked();
  // The purchases tab offers the tire sizes, brands and product lines the account bought.
  await page.locator('.fd-inner-tab', { hasText: 'Purchases' }).click();
  for (const key of ['tireSizes', 'tireBrands', 'tireProductLines']) await expect(page.locator(`[data-filter="${key}"] input[type="checkbox"]`).first()).toBeVisible();
  await expect(page.locator('[data-filter="tireSizes"]')).toContainText('All included');
  await page.screenshot({ path: `${SCREENS}/dashboard-step-3-purchases.png`, fullPage: false });
  await page.locator('.fd-inner-tab', { hasText: 'Service' }).click();
  await expect(page.locator('[data-filter="tireSizes"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Run reports' }).click();
  await expectTabLoaded(page, REPORT_TYPES_BY_TAB.service);

  // Compare with the previous year, then the national average: the chart gains their series.
  const calls = panel(page, 'calls_by_month');
  const chart = calls.locator('.fd-chart');
  await expect(chart).toHaveAttribute('data-series-periods', /^(current ?)+$/);
  await expect.poll(() => chart.locator('.apexcharts-series').count()).toBeGreaterThan(0);
  const before = await chart.locator('.apexcharts-series').count();
  await calls.getByRole('checkbox', { name: 'Compare with previous year' }).check();
  await expect(chart).toHaveAttribute('data-series-periods', /previous/);
  await expect(calls).toHaveAttribute('data-status', '200');
  await calls.getByRole('checkbox', { name: 'National average' }).check();
  await expect(chart).toHaveAttribute('data-series-periods', /national_average/);
  await expect(calls).toHaveAttribute('data-status', '200');
  // The main figure gains its previous-year and national-average lines.
  await expect.poll(() => chart.locator('.apexcharts-series').count()).toBe(before + 2);
  await expect(chart.locator('.apexcharts-series[seriesName] path[stroke-dasharray="8"]').first()).toBeAttached();

  // Drill a month into its weeks.
  const months = await tableRows(calls);
  expect(months.length).toBeGreaterThanOrEqual(10);
  const busiest = months.reduce((best, month) => (Number(month.TotalCalls) > Number(best.TotalCalls) ? month : best));
  await calls.getByRole('button', { name: `Weeks of ${busiest.period}` }).click();
  await expect(calls.locator('.fd-panel-title')).toContainText('weeks of');
  await expect(calls).toHaveAttribute('data-status', '200');
  const weeks = await tableRows(calls);
  expect(weeks.length).toBeGreaterThanOrEqual(4);
  expect(weeks[0]!.period).toMatch(/^W\d/);
  await page.screenshot({ path: `${SCREENS}/dashboard-service.png`, fullPage: true });
  await calls.screenshot({ path: `${SCREENS}/dashboard-panel-weeks.png` });

  // Three reports into the service basket.
  for (const type of ['top_servicing_dealers', 'calls_by_month', 'calls_by_state']) await panel(page, type).getByRole('button', { name: 'Add to basket' }).click();
  const basket = page.locator('.fd-basket').first();
  await expect(basket.locator('li')).toHaveCount(3);

  // The basket's PDF, PNG, Excel and XML carry the figures the screen shows.
  const dealers = await tableRows(panel(page, 'top_servicing_dealers'));
  const states = await tableRows(panel(page, 'calls_by_state'));
  // Own titles and a comment on a report (kept with the basket entry on the server).
  await basket.getByText('Titles and comments').click();
  await basket.getByRole('checkbox', { name: 'Default titles (account name and dates)' }).uncheck();
  await basket.getByRole('textbox', { name: 'Title', exact: true }).fill('Northline service review');
  const comment = basket.getByRole('textbox', { name: 'Comment on Service calls by state' });
  await comment.fill('Ohio needs a second dealer');
  await Promise.all([page.waitForResponse((response) => response.url().includes('get_baskets')), comment.blur()]);
  await page.screenshot({ path: `${SCREENS}/dashboard-export-titles.png` });
  const pdfFile = await download(page, basket, 'export_reports_PDF');
  const pdf = (await readPdfText(pdfFile)).text;
  for (const dealer of dealers) expect(pdf).toContain(dealer.DealerName);
  expect(pdf).toContain('Northline service review');
  expect(pdf).toContain('Ohio needs a second dealer');
  // Each of the three charts is a picture in the PDF.
  expect(await readPdfPictures(pdfFile)).toHaveLength(3);
  const pngFile = await download(page, basket, 'export_reports_PNG');
  await writeFile(`${SCREENS}/dashboard-export-basket.png`, pngFile);
  const png = readPng(pngFile);
  expect(png.width).toBe(1600);
  // Three charts of 600 pixels with their tables and tiles, and not a blank page.
  expect(png.height).toBeGreaterThan(3 * 600);
  expect(png.inked).toBeGreaterThan(png.width * png.height * 0.05);
  const { sheets } = await readXlsx(await download(page, basket, 'export_reports_EXCEL'));
  const stateRows = sheets.flatMap((sheet) => sheet.rows).filter((row) => states.some((state) => state.State === row[0]));
  for (const state of states) expect(stateRows.map((row) => [row[0], String(row[1])])).toContainEqual([state.State, state.TotalCalls]);
  const xml = (await download(page, basket, 'export_reports_XML')).toString('utf8');
  expect(xml).toMatch(/^<\?xml/);
  for (const type of ['top_servicing_dealers', 'calls_by_month', 'calls_by_state']) expect(xml).toContain(type);
  const single = (await readPdfText(await download(page, panel(page, 'calls_by_state'), 'export_single_report'))).text;
  for (const state of states) expect(single).toContain(state.State);

  // Every other tab runs.
  for (const key of TABS.slice(1)) {
    await tab(page, TAB_NAMES[key]).click();
    await expectTabLoaded(page, REPORT_TYPES_BY_TAB[key]);
    await page.screenshot({ path: `${SCREENS}/dashboard-${key}.png`, fullPage: true });
    await page.locator('.fd-panel').nth(1).screenshot({ path: `${SCREENS}/dashboard-panel-${key}.png` });
    // No chart's axis label is cut short ("May 2..."): a month reads whole in a half-width panel.
    const axisLabels = await page.locator('.fd-panel .apexcharts-xaxis-label').allTextContents();
    expect(axisLabels.length, `${key}: axis labels`).toBeGreaterThan(0);
    expect(axisLabels.filter((label) => label.includes('...') || label.includes('…')), `${key}: cut axis labels`).toEqual([]);
    // A pie's percentages stand outside its circle, dark on white, never on a dark slice.
    const onSlices = await page.locator('.fd-panel .apexcharts-pie').evaluateAll(piePercentagesOnSlices);
    expect(onSlices, `${key}: pie percentages drawn on a slice`).toEqual([]);
  }
  await tab(page, 'Report').click();
  await expectTabLoaded(page, ['top_servicing_dealers', 'calls_by_month', 'calls_by_state']);
  await page.screenshot({ path: `${SCREENS}/dashboard-report.png`, fullPage: true });
  // The Report tab's own export: every basket's reports in one file.
  const combined = page.getByRole('group', { name: 'Export all reports' });
  const combinedPdf = (await readPdfText(await download(page, combined, 'export_combined_PDF'))).text;
  for (const name of ['Top 5 servicing dealers', 'Calls by month', 'Calls by state']) expect(combinedPdf).toContain(name);
  const combinedSheets = (await readXlsx(await download(page, combined, 'export_combined_EXCEL'))).sheets.map((sheet) => sheet.name);
  for (const name of ['Top 5 servicing', 'Calls by month', 'Calls by state']) expect(combinedSheets.some((sheet) => sheet.startsWith(name)), name).toBe(true);
  // In every form a basket has: its XML holds the same reports.
  await expect(combined.getByRole('button')).toHaveText(['PDF', 'PNG', 'Excel', 'XML']);
  const combinedXml = (await download(page, combined, 'export_combined_XML')).toString('utf8');
  for (const type of ['top_servicing_dealers', 'calls_by_month', 'calls_by_state']) expect(combinedXml).toContain(`report_type="${type}"`);

  // Save the dashboard from the service tab.
  await tab(page, TAB_NAMES.service).click();
  const figures = await tableRows(calls);
  await page.getByLabel('Template name').fill('Northline year to date');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Saved as Northline year to date.')).toBeVisible();

  // Sign out, sign in again, restore: the same panels with the same settings and figures.
  await page.locator('.site-header').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === MEMBERSHIP_PATH);
  await page.goto('/fleet-dashboard');
  await submitSignIn(page, FLEET_MANAGER);
  await expect(page.locator('.fd')).toBeVisible();
  await page.getByRole('button', { name: 'Saved templates' }).click();
  const row = page.locator('.fd-templates-table tbody tr').filter({ hasText: 'Northline year to date' });
  await expect(row).toContainText('Northline Freight Lines');
  await page.screenshot({ path: `${SCREENS}/dashboard-templates.png` });
  await row.getByRole('button', { name: 'Restore' }).click();
  await expectTabLoaded(page, REPORT_TYPES_BY_TAB.service);
  await expect(calls.locator('.fd-panel-title')).toContainText('weeks of');
  await expect(calls.getByRole('checkbox', { name: 'Compare with previous year' })).toBeChecked();
  await expect(calls.locator('.fd-chart')).toHaveAttribute('data-series-periods', /national_average/);
  expect(await tableRows(calls)).toEqual(figures);
  await expect(page.locator('.fd-basket').first().locator('li')).toHaveCount(3);
});

test('fleet dashboard without FDLOGIN: the permission popup', async ({ page }) => {
  await page.goto('/fleet-dashboard');
  await submitSignIn(page, YARD_LEAD);
  await expect(popup(page, 'permissions')).toBeVisible();
});
