import { expect, test, type Page } from '@playwright/test';
import { apiJson } from './support/api';
import { addFiveAxleTractor, FIVE_AXLE_CONFIGURATION, FIVE_AXLE_TYPE, onTheYard, onTheYardOffline, settledUnsentChanges, startSurvey, syncBar } from './support/field-flow';

/*
 * Field speed on a 768x1024 touch tablet without signal. Adding a unit: the configurations the
 * location's units use most come first, and "Same as the last unit" fills type and
 * configuration, so a unit takes four interactions. Reading tires: a complete value moves on
 * by itself, a keyboard-mode gauge's burst (digits and Enter a few ms apart) lands whole in the
 * focused field and moves on once, the next position follows the walking order, and the target
 * pressure and the previous position's values stay in sight. Selectors are structural, so the
 * test holds in every language.
 */

// The field app under its service worker, as on the tablet (the config blocks it elsewhere).
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, serviceWorkers: 'allow' });

/** A picker row whose units are counted below just after they come onto the device. */
const LOCATION_ROW = 3;

const editor = (page: Page) => page.locator('.fsi-tire-editor');
const pressure = (page: Page) => page.locator('#tire-pressure-input');
const tread = (page: Page) => page.locator('#tire-tread-input');

/** One key of a burst as the browser's input pipeline takes it (the codes a US keyboard gives). */
function keyEvents(key: string): Record<string, unknown>[] {
  const code = key === 'Enter' ? 'Enter' : key === '.' ? 'Period' : `Digit${key}`;
  const keyCode = key === 'Enter' ? 13 : key === '.' ? 190 : key.charCodeAt(0);
  const text = key === 'Enter' ? '\r' : key;
  return [
    { type: 'keyDown', key, code, text, unmodifiedText: text, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode },
    { type: 'keyUp', key, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode },
  ];
}

/**
 * As a Bluetooth gauge in keyboard mode types: its digits and Enter back to back. The keys are
 * queued in the browser together rather than sent one by one from the test, whose own turns on
 * a busy machine can leave more than the settle time between two keys of the same burst.
 */
async function gauge(page: Page, value: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await Promise.all([...value, 'Enter'].flatMap(keyEvents).map((event) => cdp.send('Input.dispatchKeyEvent', event as never)));
  await cdp.detach();
}

/** The location's unit configurations, most used first (ties by name), as the server counts them. */
async function configurationsByUse(page: Page, locationId: number) {
  const { units } = await apiJson<{ units: { axle_configuration_id: number | null; axle_configuration: string | null }[] }>(page, 'POST', 'fleet_survey/get_units', {
    location_id: locationId,
    page_size: 1000,
  });
  const counts = new Map<number, { name: string; count: number }>();
  for (const unit of units) {
    if (unit.axle_configuration_id === null) continue;
    const entry = counts.get(unit.axle_configuration_id) ?? { name: unit.axle_configuration ?? '', count: 0 };
    counts.set(unit.axle_configuration_id, { ...entry, count: entry.count + 1 });
  }
  return [...counts.entries()].sort(([, a], [, b]) => b.count - a.count || a.name.localeCompare(b.name));
}

test('adding a unit: the most used configurations first, and "Same as the last unit" in four interactions', async ({ page }) => {
  test.setTimeout(300_000);
  const { net, locationId } = await onTheYard(page, LOCATION_ROW);

  // What the device now holds of the location's units, counted by configuration (ties by name).
  const [top] = await configurationsByUse(page, locationId);
  expect(top, 'the location has units with a configuration').toBeTruthy();

  await net.off();
  const stamp = Date.now().toString(36).toUpperCase();

  // Most used first: the first offer is the location's most used configuration, and once chosen
  // it heads the picker's cards (after "Not set").
  await page.locator(`a[href="/locations/${locationId}/units/add"]`).first().click();
  const offers = page.locator('.fs-quick-used [data-configuration]');
  await expect(offers.first()).toHaveAttribute('data-configuration', String(top![0]));
  await offers.first().click();
  await expect(offers.first()).toHaveAttribute('aria-pressed', 'true');
  const cards = page.locator('label.fs-config-card');
  await expect(cards.nth(1).locator('input[type="radio"]')).toBeChecked();
  await expect(cards.nth(1).locator('input[type="radio"]')).toHaveAttribute('value', String(top![0]));
  await page.goBack();

  // The last unit added here: a five-axle straight truck.
  const truckNumber = `E2E-SPD-${stamp}`;
  await addFiveAxleTractor(page, locationId, truckNumber, '1XKYD49X5MJ500013');

  // Same as the last unit, in four interactions: open the form, the number, the one tap, save.
  const twinNumber = `E2E-SPD2-${stamp}`;
  await page.locator(`a[href="/locations/${locationId}/units/add"]`).first().click();
  await page.locator('input[name="unit_number"]').fill(twinNumber);
  await page.locator('[data-action="same-as-last"]').click();
  await expect(page.locator('select[name="type"] option:checked')).toHaveText(FIVE_AXLE_TYPE);
  await expect(page.locator('label.fs-config-card', { hasText: FIVE_AXLE_CONFIGURATION }).locator('input[type="radio"]')).toBeChecked();
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/locations/${locationId}/dashboard`));
  await expect(page.locator('#units tbody tr', { has: page.locator('a', { hasText: twinNumber }) })).toHaveAttribute('data-pending', '');
});

test('readings move on by themselves and with a gauge, once, in walking order, with their context in sight', async ({ page }) => {
  test.setTimeout(300_000);
  const { locationId } = await onTheYardOffline(page, LOCATION_ROW);
  const stamp = Date.now().toString(36).toUpperCase();
  const twinNumber = `E2E-SPD3-${stamp}`;
  await addFiveAxleTractor(page, locationId, twinNumber, '1XKYD49X7MJ500014');

  // A survey with the unit, opened on its first position.
  const surveyLocalId = await startSurvey(page, locationId, `Field speed ${stamp}`);
  await page.locator('.fsi-overview-actions button.button-secondary').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#existing-unit-search').fill(twinNumber);
  await dialog.locator('.fsi-pick-list li', { hasText: twinNumber }).locator('button').click();
  await expect(dialog).toHaveCount(0);
  await page.locator(`.fsi-unit-card[data-unit-number="${twinNumber}"] .fsi-unit-card-inspect`).click();
  await expect(page).toHaveURL(new RegExp(`/fleet-survey/${surveyLocalId}/inspect-${twinNumber}$`));
  const unsentBefore = await settledUnsentChanges(page);

  // Walking order: axle by axle from the front, each axle left to right (docs/business-rules.md).
  const walk = ['1-left-single', '1-right-single', '2-left-outer', '2-left-inner', '2-right-inner'];

  // By hand, no Enter: 105 psi is complete (no further digit stays under 200), so is tread 12/32.
  await expect(editor(page)).toHaveAttribute('data-position', walk[0]!);
  await expect(pressure(page)).toBeFocused();
  await page.keyboard.type('105');
  await expect(tread(page)).toBeFocused();
  await expect(pressure(page)).toHaveValue('105');
  await page.keyboard.type('12');
  await expect(editor(page)).toHaveAttribute('data-position', walk[1]!);
  await expect(pressure(page)).toBeFocused();
  await expect(page.locator(`.fsi-wheel[data-position="${walk[0]}"] .fsi-wheel-pressure`)).toContainText('105 psi');

  // While 1R is read: its name, its target pressure and what 1L holds, all in sight.
  const context = page.locator('.fsi-entry-context');
  await expect(page.locator('.fsi-tire-editor-title')).toContainText('1R');
  await expect(context.locator('[data-context="target"] dd')).toHaveText(/\d+ psi/);
  await expect(context.locator('[data-context="previous"]')).toContainText('1L');
  await expect(context.locator('[data-context="previous"]')).toContainText('105 psi');
  await expect(context.locator('[data-context="previous"]')).toContainText('12/32 in');
  for (const shown of [page.locator('.fsi-tire-editor-title'), context.locator('[data-context="target"]'), context.locator('[data-context="previous"]'), pressure(page)]) {
    await expect(shown).toBeInViewport({ ratio: 1 });
  }

  // A gauge: pressure then tread, each digits and Enter within a few ms. Each lands whole in its
  // field and moves on once: a tread of 12.5 is not cut at the complete-looking "12".
  await gauge(page, '110');
  await expect(tread(page)).toBeFocused();
  await expect(pressure(page)).toHaveValue('110');
  await page.waitForTimeout(300);
  await expect(tread(page), 'the Enter moved on once').toBeFocused();
  await expect(tread(page)).toHaveValue('');
  await gauge(page, '12.5');
  await expect(editor(page)).toHaveAttribute('data-position', walk[2]!);
  await expect(pressure(page)).toBeFocused();
  await page.waitForTimeout(300);
  await expect(editor(page), 'one position on, not two').toHaveAttribute('data-position', walk[2]!);
  await expect(pressure(page)).toHaveValue('');
  const read = page.locator(`.fsi-wheel[data-position="${walk[1]}"]`);
  await expect(read.locator('.fsi-wheel-pressure')).toContainText('110 psi');
  await expect(read.locator('.fsi-wheel-tread')).toContainText('12.5/32 in');
  await expect(context.locator('[data-context="previous"]')).toContainText('110 psi');

  // Two more positions by gauge follow the walk, and everything waits in the outbox. Each value
  // is read once its field has the focus, as a technician reads the next tire after stepping to
  // it: a burst sent while the next position is still taking the focus has nowhere to land.
  for (const [psi, depth, next] of [['98', '9', walk[3]!], ['101', '11', walk[4]!]] as const) {
    await expect(pressure(page)).toBeFocused();
    await gauge(page, psi);
    await expect(tread(page)).toBeFocused();
    await gauge(page, depth);
    await expect(editor(page)).toHaveAttribute('data-position', next);
  }
  await expect(page.locator(`.fsi-wheel[data-position="${walk[2]}"] .fsi-wheel-pressure`)).toContainText('98 psi');
  await expect(page.locator(`.fsi-wheel[data-position="${walk[3]}"] .fsi-wheel-tread`)).toContainText('11/32 in');
  await expect(syncBar(page)).toHaveAttribute('data-unsent-changes', String(unsentBefore + 4));
});

test('a survey starts in one touch, and a new unit arrives with the configuration most used here and opens at its first position', async ({ page }) => {
  test.setTimeout(300_000);
  const { net, locationId } = await onTheYard(page, LOCATION_ROW);

  // The location's most used configuration that is no trailer, and its most used trailer one (ties by name).
  const ranked = await configurationsByUse(page, locationId);
  const [powered] = ranked.filter(([, c]) => !/trailer/i.test(c.name));
  const [trailer] = ranked.filter(([, c]) => /trailer/i.test(c.name));
  expect(powered && trailer, 'the location has tractors and trailers').toBeTruthy();

  await net.off();
  const stamp = Date.now().toString(36).toUpperCase();
  const tractorNumber = `E2E-SPD4-${stamp}`;
  const trailerNumber = `E2E-SPD4-TR-${stamp}`;
  const checkedCard = page.locator('label.fs-config-card input[type="radio"]:checked');

  // One touch: the survey is made with today's date and opens.
  await page.locator('[data-action="start-survey"]').click();
  await expect(page).toHaveURL(/\/fleet-survey\/[0-9a-f-]{36}\/overview$/);
  const surveyLocalId = /\/fleet-survey\/([0-9a-f-]{36})\//.exec(page.url())![1]!;

  // The unit: the number and save; it opens with its first pressure ready.
  await page.locator(`.fsi-overview-actions a[href*="/locations/${locationId}/units/add"]`).click();
  await expect(page.getByTestId('prefilled')).toBeVisible();
  await expect(checkedCard).toHaveAttribute('value', String(powered![0]));
  await page.locator('input[name="unit_number"]').fill(tractorNumber);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/fleet-survey/${surveyLocalId}/inspect-${tractorNumber}$`));
  await expect(pressure(page)).toBeFocused();

  // Its trailer, from its screen: the trailer configuration most used here, then the number and save.
  await page.locator('[data-action="add-trailer"]').click();
  await expect(page.getByTestId('prefilled')).toBeVisible();
  await expect(checkedCard).toHaveAttribute('value', String(trailer![0]));
  await page.locator('input[name="unit_number"]').fill(trailerNumber);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/fleet-survey/${surveyLocalId}/inspect-${tractorNumber}$`));
  await expect(page.locator('.fsi-coupling [data-coupled="trailer"]')).toHaveAttribute('data-unit-number', trailerNumber);
});
