import { expect, test, type Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { InspectionReportResponse, SurveyDetailResponse } from '../../contract/inspection-report';
import { readPdfText, readXlsx } from '../helpers/read-exports';
import { apiJson } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEALER_TECHNICIAN } from './support/field-flow';
import { signInAt } from './support/session';
import { FLEET_MANAGER } from './support/users';

const SCREENS = 'test-results/screens';
const read = async (download: Download) => readFile(await download.path());
const PAGE_SIZE = 20;

test('inspection report: a fleet manager finds a survey, opens its tires and a tire photo, and downloads the detail as PDF and Excel', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAt(page, '/tireoptix', FLEET_MANAGER);
  await expect(page.getByRole('heading', { level: 1, name: 'TireOptix survey reports' })).toBeVisible();

  // A survey of this year with a tire photo, found through the API as the same user.
  const base = { date_range_type: 'year_to_date', report_type: 'all', include_local_books: true, page_size: 1000 };
  const year = await apiJson<InspectionReportResponse>(page, 'POST', 'survey/report', base);
  expect(year.records_total).toBeGreaterThan(0);
  let target: InspectionReportResponse['data'][number] | undefined;
  let detail: SurveyDetailResponse | undefined;
  for (const row of year.data.slice(0, 150)) {
    const links = await apiJson<{ tire_images: unknown[] }>(page, 'POST', 'survey/get_image_links', { survey_id: row.survey_id });
    if (links.tire_images.length === 0) continue;
    target = row;
    detail = await apiJson<SurveyDetailResponse>(page, 'POST', 'survey/detail', { survey_id: row.survey_id });
    break;
  }
  expect(target, 'a survey with a tire photo this year').toBeDefined();
  // The list's figures come from the reporting layer, the detail's from the readings: they agree.
  expect(detail!.total_tires).toBe(target!.total_tires);
  expect(detail!.exceptions).toBe(target!.exceptions);

  // Steps open one at a time; closing one saves it and shows what it holds.
  const datesStep = page.getByRole('button', { name: /^Dates/ });
  await datesStep.click();
  await expect(datesStep).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Date range').selectOption('year_to_date');
  const locationsStep = page.getByRole('button', { name: /^Locations/ });
  await locationsStep.click();
  await expect(datesStep).toHaveAttribute('aria-expanded', 'false');
  await expect(datesStep).toContainText('Year to date');
  const locations = page.getByRole('group', { name: 'Locations' });
  await locations.getByLabel('Search').fill(target!.fleet_location);
  await locations.getByRole('checkbox', { name: new RegExp(`^${target!.fleet_location} `) }).check();
  await locations.getByRole('button', { name: 'Done' }).click();
  await expect(locationsStep).toHaveAttribute('aria-expanded', 'false');
  await expect(locationsStep).toContainText(target!.fleet_location_name);
  await page.getByRole('button', { name: 'Run report' }).click();

  // The same request through the API: tiles and the row match it.
  const atLocation = await apiJson<InspectionReportResponse>(page, 'POST', 'survey/report', { ...base, location_ids: [(await locationId(page, target!.fleet_location))] });
  const tiles = page.getByRole('list', { name: 'Report totals' });
  await expect(tiles.getByRole('listitem').filter({ hasText: /^Surveys/ })).toContainText(String(atLocation.surveys));
  await expect(tiles.getByRole('listitem').filter({ hasText: /^Exceptions/ })).toContainText(atLocation.exceptions.toLocaleString('en-US'));
  const index = atLocation.data.findIndex((row) => row.survey_id === target!.survey_id);
  expect(index).toBeGreaterThanOrEqual(0);
  for (let p = 1; p <= Math.floor(index / PAGE_SIZE); p++) await page.getByRole('button', { name: 'Next' }).click();
  const table = page.getByRole('table', { name: 'Inspection surveys' });
  const linkName = new RegExp(`, survey ${target!.survey_id} of `);
  const link = table.getByRole('link', { name: linkName });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: linkName }) });
  const cells = row.getByRole('cell');
  await expect(cells.nth(5)).toHaveText(String(target!.total_tires));
  await expect(cells.nth(7)).toHaveText(String(target!.exceptions));
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENS}/tireoptix-list-1366.png`, fullPage: true });

  // The detail: header and one row per tire read, with the levels the server computed.
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Survey detail' })).toBeVisible();
  await expect(page.getByText(detail!.survey_by, { exact: true })).toBeVisible();
  const tiresTable = page.getByRole('table', { name: 'Tires of the survey' });
  await expect(tiresTable.getByRole('row')).toHaveCount(detail!.data.length + 1);
  const critical = detail!.data.filter((r) => r.pressure_color === 'critical' || r.tread_depth_color === 'critical').length;
  await expect(tiresTable.locator('.io-level-critical')).toHaveCount(detail!.data.filter((r) => r.pressure_color === 'critical').length + detail!.data.filter((r) => r.tread_depth_color === 'critical').length);
  expect(critical).toBeGreaterThanOrEqual(0);
  // Each tire's wear projection: its projected pull date in the user's date format, or why there is none.
  const projected = detail!.data.find((r) => r.projected_pull_date !== null);
  expect(projected, 'a tire of the survey with a projected pull date').toBeDefined();
  const day = new Date(`${projected!.projected_pull_date}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
  const projectedRow = tiresTable.getByRole('row').filter({ hasText: projected!.unit_number }).filter({ hasText: day });
  await expect(projectedRow.first()).toBeVisible();
  const unmeasured = detail!.data.filter((r) => !r.wear_measured).length;
  await expect(tiresTable.getByText('Not enough readings')).toHaveCount(unmeasured);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENS}/tireoptix-detail-1366.png`, fullPage: true });

  // Both detail files hold the same rows.
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Details PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const text = (await readPdfText(await read(pdf))).text;
  expect(text).toContain('Inspection survey detail');
  for (const r of detail!.data.slice(0, 5)) expect(text).toContain(r.unit_number);
  expect(text).toContain(`Tires: ${detail!.total_tires}`);
  expect(text).toContain(`Exceptions: ${detail!.exceptions}`);
  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Details Excel' }).click()]);
  const sheet = (await readXlsx(await read(excel))).sheets[0]!;
  const first = sheet.rows.findIndex((r) => r[0] === 'Unit') + 1;
  expect(sheet.rows.slice(first, first + detail!.data.length).map((r) => [r[0], r[1]])).toEqual(detail!.data.map((r) => [r.unit_number, r.axle_and_tire_position]));
  const pullColumn = sheet.rows[first - 1]!.indexOf('Projected pull date');
  const projectedIndex = detail!.data.indexOf(projected!);
  expect(sheet.rows[first + projectedIndex]![pullColumn]).toEqual(new Date(`${projected!.projected_pull_date}T00:00:00Z`));

  // A tire photo opens on its own page with its unit and position.
  const photographed = detail!.data.find((r) => r.has_tire_images)!;
  await tiresTable.getByRole('link', { name: `Tire photos of ${photographed.unit_number} ${photographed.axle_and_tire_position}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tire photos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Unit ${photographed.unit_number}, position ${photographed.axle_and_tire_position}` })).toBeVisible();
  const photo = page.getByRole('img', { name: /^Photo 1 of/ });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: `${SCREENS}/tireoptix-tire-images-1366.png`, fullPage: true });

  // Back in the list, the saved steps and the list are still there.
  await page.getByRole('link', { name: 'Back to the survey' }).click();
  await page.getByRole('link', { name: 'Back to the survey list' }).click();
  await expect(page.getByRole('button', { name: /^Locations/ })).toContainText(target!.fleet_location_name);
  await expect(page.getByRole('table', { name: 'Inspection surveys' })).toBeVisible();
});

test('dealer survey reports: a dealer sees the surveys it made, with the same figures as the server', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAt(page, '/dlrtireoptix', DEALER_TECHNICIAN);
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer survey reports' })).toBeVisible();
  // Account kinds, leasings and local books are for system-level access only.
  await expect(page.getByRole('button', { name: /^Account kinds/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Dates/ }).click();
  await page.getByLabel('Date range').selectOption('year_to_date');
  // The figures the server sent for this very run: other specs of the same run survey as this dealer
  // too, so a second request a moment later may count more tires.
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v2/survey/report'),
    page.getByRole('button', { name: 'Run report' }).click(),
  ]);
  expect(answer.status()).toBe(200);
  const expected = (await answer.json()) as InspectionReportResponse;
  expect(expected.records_total).toBeGreaterThan(0);
  expect(new Set(expected.data.map((row) => row.company))).toEqual(new Set(['Interstate Tire & Service']));
  const tiles = page.getByRole('list', { name: 'Report totals' });
  await expect(tiles.getByRole('listitem').filter({ hasText: /^Tires/ })).toContainText(expected.tires.toLocaleString('en-US'));
  await expect(page.getByRole('table', { name: 'Inspection surveys' }).getByRole('row')).toHaveCount(Math.min(expected.records_total, PAGE_SIZE) + 1);

  // A survey's detail leads back to the dealer's own list, not the fleets' one.
  await page.getByRole('table', { name: 'Inspection surveys' }).getByRole('link', { name: /, survey \d+ of / }).first().click();
  await page.getByRole('link', { name: 'Back to the survey list' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dlrtireoptix');
});

async function locationId(page: import('@playwright/test').Page, code: string): Promise<number> {
  const home = await apiJson<{ locations: { value: number; text: string }[] }>(page, 'GET', 'survey/get_home_page');
  return home.locations.find((l) => l.text.startsWith(`${code} `))!.value;
}
