import { expect, test, type Page } from '@playwright/test';
import { apiJson, sessionHeaders } from './support/api';
import {
  expectServerReadings,
  onTheYardOffline,
  positionOrder,
  serverDiagram,
  startSurvey,
  syncBar,
  typeReadingsByKeyboard,
  type TypedReading,
} from './support/field-flow';

/*
 * The coupled walk on a 768x1024 touch tablet without signal: a 6x4 tractor joins a new survey,
 * its 53 ft tandem trailer is added from the tractor's own screen, and the two are read in one
 * go: the tractor's last reading opens the trailer's first position, pressure focused, and the
 * position being read names its unit. The coupling survives an offline reload. Back in coverage
 * the server has two units in the survey, each with its own readings. Selectors are structural
 * (configuration names are the seeded reference names, shown in English here).
 */

// The field app under its service worker, as on the tablet (the config blocks it elsewhere).
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, serviceWorkers: 'allow' });

/** A picker row whose unit counts no field spec compares (the others write to rows 0, 2 and 3). */
const LOCATION_ROW = 1;

const editor = (page: Page) => page.locator('.fsi-tire-editor');
const unitTag = (page: Page) => page.locator('.fsi-tire-editor-unit');

/** The new-unit form: number, type and configuration (by its reference name), saved. */
async function fillUnit(page: Page, unitNumber: string, type: string, configuration: string): Promise<void> {
  await page.locator('input[name="unit_number"]').fill(unitNumber);
  await page.locator('select[name="type"]').selectOption({ label: type });
  const card = page.locator('label.fs-config-card', { has: page.locator('.fs-config-name', { hasText: configuration }) });
  await card.click();
  await expect(card.locator('input[type="radio"]')).toBeChecked();
  await page.locator('form button[type="submit"]').click();
}

/** Distinct readings for positions, the pressures starting at `from`. */
const readings = (order: readonly string[], from: number): TypedReading[] => order.map((key, i) => ({ key, psi: from + i, thirtySeconds: 8 + (i % 7) }));

test('a 6x4 tractor and its 53 ft tandem trailer are read in one walk offline and reach the server as two units', async ({ page }) => {
  test.setTimeout(300_000);
  const { net, locationId } = await onTheYardOffline(page, LOCATION_ROW);
  const stamp = Date.now().toString(36).toUpperCase();
  const tractorNumber = `E2E-CPL-${stamp}`;
  const trailerNumber = `E2E-CPL-TR-${stamp}`;
  const comments = `Coupled walk ${stamp}`;

  // A survey, and the tractor added to it as a new unit.
  const surveyLocalId = await startSurvey(page, locationId, comments);
  await page.locator(`.fsi-overview-actions a[href*="/locations/${locationId}/units/add"]`).click();
  await fillUnit(page, tractorNumber, 'Tractor', 'Tractor 6x4 (2-4-4)');
  // Saved, the new unit opens on its inspection screen with its first position ready to read.
  await expect(page).toHaveURL(new RegExp(`/fleet-survey/${surveyLocalId}/inspect-${tractorNumber}$`));
  await expect(page.locator('#tire-pressure-input')).toBeFocused();

  // The trailer, added from the tractor's screen, comes back to it coupled.
  await page.locator('[data-action="add-trailer"]').click();
  await expect(page).toHaveURL(new RegExp(`/locations/${locationId}/units/add\\?`));
  await fillUnit(page, trailerNumber, 'Trailer', 'Trailer tandem (4-4)');
  await expect(page).toHaveURL(new RegExp(`/fleet-survey/${surveyLocalId}/inspect-${tractorNumber}$`));
  const coupled = page.locator('.fsi-coupling [data-coupled="trailer"]');
  await expect(coupled).toHaveAttribute('data-unit-number', trailerNumber);

  // Kept on the device: an offline reload still has the coupling.
  await net.reload();
  await expect(coupled).toHaveAttribute('data-unit-number', trailerNumber);

  // The tractor, every position by keyboard, the position naming its unit.
  const tractorOrder = await positionOrder(page);
  expect(tractorOrder).toHaveLength(10);
  await expect(editor(page)).toHaveAttribute('data-position', tractorOrder[0]!);
  await expect(unitTag(page)).toHaveAttribute('data-unit-number', tractorNumber);
  const tractorReadings = readings(tractorOrder, 95);
  await typeReadingsByKeyboard(page, tractorReadings);

  // The last tractor reading runs on to the trailer's first position, ready to type.
  await expect(page).toHaveURL(new RegExp(`/fleet-survey/${surveyLocalId}/inspect-${trailerNumber}$`));
  await expect(page.locator('.fsi-coupling [data-coupled="tractor"]')).toHaveAttribute('data-unit-number', tractorNumber);
  const trailerOrder = await positionOrder(page);
  expect(trailerOrder).toHaveLength(8);
  await expect(editor(page)).toHaveAttribute('data-position', trailerOrder[0]!);
  await expect(page.locator('#tire-pressure-input')).toBeFocused();
  await expect(unitTag(page)).toHaveAttribute('data-unit-number', trailerNumber);
  const trailerReadings = readings(trailerOrder, 110);
  await typeReadingsByKeyboard(page, trailerReadings);
  await expect(page.locator('.fsi-inspect-progress')).toContainText('8 of 8');

  // Back in coverage: two units in the survey on the server, each with its own readings.
  await net.on();
  await expect(syncBar(page), 'every queued change reaches the server').toHaveAttribute('data-unsent-changes', '0', { timeout: 60_000 });
  const surveys = (await apiJson<{ surveys: { id: number; comments: string | null }[] }>(page, 'POST', 'fleet_survey/get_surveys', { location_id: locationId, page_size: 1000 })).surveys.filter(
    (s) => s.comments === comments,
  );
  expect(surveys).toHaveLength(1);
  const surveyId = surveys[0]!.id;
  const { units } = await apiJson<{ units: { id: number; unit_number: string }[] }>(page, 'POST', 'fleet_survey/get_units', { location_id: locationId, key_word: `E2E-CPL` , page_size: 1000 });
  const idOf = (number: string) => {
    const named = units.filter((u) => u.unit_number === number);
    expect(named, number).toHaveLength(1);
    return named[0]!.id;
  };
  const surveyUnits = await apiJson<{ units: { unit_id: number }[] }>(page, 'GET', `fleet_survey/${surveyId}/units`);
  expect(surveyUnits.units.map((u) => u.unit_id).sort((a, b) => a - b)).toEqual([idOf(tractorNumber), idOf(trailerNumber)].sort((a, b) => a - b));
  const headers = await sessionHeaders(page);
  for (const [number, typed] of [
    [tractorNumber, tractorReadings],
    [trailerNumber, trailerReadings],
  ] as const) {
    const diagram = await serverDiagram(page.request, headers, surveyId, idOf(number));
    expect(diagram.positions.size, number).toBe(typed.length);
    expectServerReadings(diagram.positions, typed);
  }
});
