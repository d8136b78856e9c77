import { expect, test, type Browser, type Page } from '@playwright/test';
import type { InspectionReportResponse, SurveyDetailResponse } from '../../contract/inspection-report';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { apiJson } from './support/api';
import {
  addFiveAxleTractor,
  attachTwoPhotos,
  DEALER_TECHNICIAN,
  openLocationForOffline,
  positionOrder,
  readingsFor,
  signal,
  startSurvey,
  syncBar,
  typeReadingsByKeyboard,
  underServiceWorker,
} from './support/field-flow';
import { signInAt } from './support/session';

// The app under its service worker, as installed (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The other field specs write to the picker's rows 0 to 2. */
const FIRST_FREE_ROW = 3;
/** The managers of the two fleets the dealer technician serves. */
const MANAGERS = DEMO_USERS.filter((u) => u.login === 'fleet.manager@northline.example' || u.login === 'fleet.manager@maplehaul.example');

/**
 * A fleet manager's browser, reading the portal in English (a Maple Haul manager reads it in
 * French by default; English is their own choice here, so the selectors below read alike).
 */
async function managerPage(browser: Browser, user: (typeof MANAGERS)[number]): Promise<{ page: Page; codes: Set<string> }> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.addInitScript(() => localStorage.setItem('USER_LANGUAGE', 'en-US'));
  await signInAt(page, '/tireoptix', user);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const home = await apiJson<{ locations: { text: string }[] }>(page, 'GET', 'survey/get_home_page');
  return { page, codes: new Set(home.locations.map((l) => l.text.split(' ')[0]!)) };
}

test('a survey made offline reaches the fleet manager\'s inspection report with the same tires, exceptions and photos', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const managers = await Promise.all(MANAGERS.map((user) => managerPage(browser, user)));

  await signInAt(page, '/locations', DEALER_TECHNICIAN);
  await underServiceWorker(page);
  await expect(syncBar(page)).toHaveAttribute('data-online', 'true');
  const net = await signal(page);
  // The first free row of the picker, and the manager of the fleet that owns it.
  await expect(page.locator('.fs-location-table tbody tr').nth(FIRST_FREE_ROW)).toBeVisible();
  const code = (await page.locator('.fs-location-table tbody tr').nth(FIRST_FREE_ROW).locator('td').first().textContent())!.trim();
  const owner = managers.find((m) => m.codes.has(code));
  expect(owner, `a manager who sees location ${code}`).toBeDefined();
  const manager = owner!.page;
  const locationId = await openLocationForOffline(page, FIRST_FREE_ROW);

  // Out of coverage: a new tractor, a survey, every position read and two photos of one tire.
  await net.off();
  await expect(syncBar(page)).toHaveAttribute('data-online', 'false');
  const unitNumber = `E2E-TOX-${Date.now().toString(36).toUpperCase()}`;
  await addFiveAxleTractor(page, locationId, unitNumber, '1XKYD49X2MJ500003');
  const comments = `Inspection report flow ${unitNumber}`;
  const surveyLocalId = await startSurvey(page, locationId, comments);
  await page.locator('.fsi-overview-actions button.button-secondary').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#existing-unit-search').fill(unitNumber);
  await dialog.locator('.fsi-pick-list li', { hasText: unitNumber }).locator('button').click();
  await expect(dialog).toHaveCount(0);
  const card = page.locator(`.fsi-unit-card[data-unit-number="${unitNumber}"]`);
  await card.locator('.fsi-unit-card-inspect').click();
  await expect(page).toHaveURL(new RegExp(`/fleet-survey/${surveyLocalId}/inspect-${unitNumber}$`));
  const order = await positionOrder(page);
  const readings = readingsFor(order);
  await typeReadingsByKeyboard(page, readings);
  await attachTwoPhotos(page, readings.at(-1)!.key);
  expect(Number(await syncBar(page).getAttribute('data-unsent-changes'))).toBeGreaterThan(readings.length);

  // Back in coverage, everything is sent.
  await net.on();
  await expect(syncBar(page)).toHaveAttribute('data-unsent-changes', '0', { timeout: 90_000 });
  const surveys = await apiJson<{ surveys: { id: number; comments: string | null }[] }>(page, 'POST', 'fleet_survey/get_surveys', { location_id: locationId, page_size: 1000 });
  const surveyId = surveys.surveys.find((s) => s.comments === comments)!.id;

  // The fleet's manager finds it in the report (last 30 days, the default).
  const list = await apiJson<InspectionReportResponse>(manager, 'POST', 'survey/report', { page_size: 1000 });
  const found = list.data.find((r) => r.survey_id === surveyId);
  expect(found, 'the survey is in the manager\'s list').toBeDefined();
  expect(found!.total_tires).toBe(readings.length);
  const detail = await apiJson<SurveyDetailResponse>(manager, 'POST', 'survey/detail', { survey_id: surveyId });
  expect(detail.exceptions).toBe(found!.exceptions);

  await manager.getByRole('button', { name: /^Locations/ }).click();
  const locations = manager.getByRole('group', { name: 'Locations' });
  await locations.getByLabel('Search').fill(found!.fleet_location);
  await locations.getByRole('checkbox', { name: new RegExp(`^${found!.fleet_location} `) }).check();
  await manager.getByRole('button', { name: 'Run report' }).click();
  const linkName = new RegExp(`, survey ${surveyId} of `);
  const listRow = manager.getByRole('table', { name: 'Inspection surveys' }).getByRole('row').filter({ has: manager.getByRole('link', { name: linkName }) });
  await expect(listRow.getByRole('cell').nth(5)).toHaveText(String(readings.length));
  await expect(listRow.getByRole('cell').nth(7)).toHaveText(String(found!.exceptions));
  await listRow.getByRole('link', { name: linkName }).click();
  const tires = manager.getByRole('table', { name: 'Tires of the survey' });
  await expect(tires.getByRole('row')).toHaveCount(readings.length + 1);
  const photographed = detail.data.find((r) => r.has_tire_images)!;
  expect(photographed.unit_number).toBe(unitNumber);
  await tires.getByRole('link', { name: `Tire photos of ${unitNumber} ${photographed.axle_and_tire_position}` }).click();
  await expect(manager.getByRole('img', { name: 'Photo 2 of 2' })).toBeVisible();
  await Promise.all(managers.map((m) => m.page.close()));
});
