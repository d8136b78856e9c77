import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { apiJson, sessionHeaders } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEALER_TECHNICIAN } from './support/field-flow';
import { signInAt } from './support/session';

const SCREENS = 'test-results/screens';
const ADMIN = DEMO_USERS.find((user) => user.login === 'admin@tiremaker.example')!;
/** The dealer technician's first location (a Northline yard), where surveys are made in the other field tests too. */
const LOCATION_ID = 1;

/** An open survey at the location with one unit in it, made through the API as the technician. */
async function surveyWithOneUnit(page: Page): Promise<{ surveyId: number; unitNumber: string }> {
  const headers = await sessionHeaders(page);
  const { units } = await apiJson<{ units: { id: number; unit_number: string; type_name: string }[] }>(page, 'POST', 'fleet_survey/get_units', { location_id: LOCATION_ID, page_size: 100 });
  const unit = units.find((u) => /tractor/i.test(u.type_name)) ?? units[0]!;
  const today = new Date();
  const date = `${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}/${today.getFullYear()}`;
  const created = await page.request.post('/api/v2/fleet_survey/create_survey', { headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() }, data: { location_id: LOCATION_ID, survey_date: date } });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const added = await page.request.post('/api/v2/fleet_survey/add_existing_unit_to_survey', { headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() }, data: { survey_id: id, unit_id: unit.id } });
  expect(added.ok()).toBe(true);
  return { surveyId: id, unitNumber: unit.unit_number };
}

test('an administrator adds a product with a new line; a technician finds it in the survey tire selects', async ({ browser }) => {
  test.setTimeout(180_000);
  const lineName = `Endurance WTD ${Date.now() % 100000}`;
  const materialCode = `E2E-${Date.now() % 1000000}`;

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await adminContext.newPage();
  await signInAt(page, '/manage-products', ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage products' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Matching products' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Filters: a brand narrows the list to its products.
  await page.getByLabel('Brand').selectOption({ label: 'Kelly' });
  await expect(table.getByRole('row').nth(1)).toContainText('Kelly');
  await expect(table.getByRole('row').filter({ hasText: 'Goodyear' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/manage-products-1280.png`, fullPage: true });

  // The form says what is missing, field by field.
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const form = page.getByRole('region', { name: 'Add product' });
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form.getByText('Choose a brand.')).toBeVisible();
  await expect(form.getByText('Enter the material code.')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/manage-products-form-errors-1280.png`, fullPage: true });

  await form.getByLabel('Brand').selectOption({ label: 'Goodyear' });
  await form.getByLabel('Product line').selectOption({ label: 'New product line…' });
  await form.getByLabel('New product line name').fill(lineName);
  await form.getByLabel('Used on').selectOption({ label: 'Drive' });
  await form.getByLabel('Tire size').selectOption({ label: '11R22.5' });
  await form.getByLabel('Load range').selectOption({ index: 2 });
  await form.getByLabel('Material code').fill(materialCode);
  await form.getByLabel(/New tread depth/).fill('30');
  await form.getByLabel(/Maximum pressure/).fill('120');
  await form.getByLabel('Price').fill('655.5');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText(`Product ${materialCode} was added.`)).toBeVisible();

  await page.getByLabel('Search', { exact: true }).fill(materialCode);
  await page.getByLabel('Brand').selectOption({ label: 'All' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(lineName);
  await expect(table.getByRole('row').nth(1)).toContainText('655.50');
  await page.screenshot({ path: `${SCREENS}/manage-products-added-1280.png`, fullPage: true });
  await adminContext.close();

  // The technician, on another device: the new line is in the tire details' product lines.
  const techContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tech = await techContext.newPage();
  await signInAt(tech, '/', DEALER_TECHNICIAN);
  const { surveyId, unitNumber } = await surveyWithOneUnit(tech);
  await tech.goto(`/fleet-survey/${surveyId}/overview`);
  const card = tech.locator(`.fsi-unit-card[data-unit-number="${unitNumber}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.locator('.fsi-unit-card-inspect').click();
  await tech.locator('.fsi-wheel').first().click();
  await tech.getByRole('button', { name: 'Tire details: brand, size, valve, DOT' }).click();
  const editor = tech.locator('.fsi-tire-editor');
  await editor.getByLabel('Brand').selectOption({ label: 'Goodyear' });
  await expect(editor.getByLabel('Product line').locator('option', { hasText: lineName })).toHaveCount(1);
  await editor.getByLabel('Product line').selectOption({ label: lineName });
  await tech.screenshot({ path: `${SCREENS}/manage-products-survey-select-1280.png`, fullPage: true });
  await techContext.close();
});

test('the spec screen edits a location spec; the server keeps it in stored units', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/manage-specs', ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage specifications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save common specs' })).toBeVisible();

  await page.getByLabel('Account number or name').fill('Northline');
  await page.getByRole('button', { name: 'Find fleet' }).click();
  await page.getByRole('list', { name: 'Matching fleets' }).getByRole('button').first().click();
  const locations = page.locator('.specs-location-table');
  await expect(locations.getByRole('row').nth(1)).toBeVisible();
  const open = locations.getByRole('button', { name: /^Open specs of / }).nth(1);
  const locationName = ((await open.getAttribute('aria-label')) ?? '').replace('Open specs of ', '');
  await open.click();
  const own = page.getByRole('button', { name: 'Give this location its own specs' });
  if (await own.isVisible()) await own.click();
  const rules = page.getByRole('table', { name: `Specs of ${locationName}` });
  const target = rules.getByLabel('Target pressure · Steer · All sizes');
  await expect(target).toBeVisible();
  await target.fill('112');
  await page.getByRole('button', { name: 'Save location specs' }).click();
  await expect(page.getByText('Saved. Reports count exceptions with these specs from now on.')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/manage-specs-1280.png`, fullPage: true });

  // What the screen saved is what the server answers now.
  const fleets = await apiJson<{ data: { fleets: { fleet_id: number }[] } }>(page, 'POST', 'manage_specs/get_fleet_id', { key_word: 'Northline' });
  const specs = await apiJson<{ data: { fleet: { locations: { name: string; specs: { position_class: string; tire_size_id: number | null; target_pressure: number }[] }[] } } }>(
    page, 'POST', 'manage_specs/get_common_specs', { fleet_id: fleets.data.fleets[0]!.fleet_id },
  );
  const location = specs.data.fleet.locations.find((l) => l.name === locationName)!;
  expect(location.specs.find((s) => s.position_class === 'steer' && s.tire_size_id === null)!.target_pressure).toBe(112);

  // A rule that contradicts itself is refused with the field named on the screen.
  await rules.getByLabel('Warning tread depth · Steer · All sizes').fill('1');
  await page.getByRole('button', { name: 'Save location specs' }).click();
  await expect(page.getByText('The warning tread depth must be above the minimum tread depth.')).toBeVisible();
  await page.getByRole('button', { name: 'Check this fleet' }).click();
  await expect(page.getByRole('region', { name: 'Conflicts' }).locator('p, ul').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENS}/manage-specs-errors-1280.png`, fullPage: true });
});
