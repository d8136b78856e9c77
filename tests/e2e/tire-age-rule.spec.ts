import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { apiJson, sessionHeaders } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAt } from './support/session';

const SCREENS = 'test-results/screens';
const ADMIN = DEMO_USERS.find((user) => user.login === 'admin@tiremaker.example')!;

interface AgeRule {
  warning_years: number;
  critical_steer_years: number;
}
type Locations = { data: { fleet: { locations: { fleet_location_id: number; name: string; tire_age_rule: AgeRule }[] } } };

test('an administrator sets a location’s tire age rule on the spec screen; a contradiction is refused on its field', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/manage-specs', ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage specifications' })).toBeVisible();
  await page.getByLabel('Account number or name').fill('Northline');
  await page.getByRole('button', { name: 'Find fleet' }).click();
  await page.getByRole('list', { name: 'Matching fleets' }).getByRole('button').first().click();
  const table = page.locator('.specs-location-table');
  // The fleet's last yard: the field tests survey at its first ones and rate tire age by the default rule.
  const open = table.getByRole('button', { name: /^Open specs of / }).last();
  await expect(open).toBeVisible();
  const locationName = ((await open.getAttribute('aria-label')) ?? '').replace('Open specs of ', '');
  const fleets = await apiJson<{ data: { fleets: { fleet_id: number }[] } }>(page, 'POST', 'manage_specs/get_fleet_id', { key_word: 'Northline' });
  const fleetId = fleets.data.fleets[0]!.fleet_id;
  const locationOf = async () => (await apiJson<Locations>(page, 'POST', 'manage_specs/get_common_specs', { fleet_id: fleetId })).data.fleet.locations.find((l) => l.name === locationName)!;
  const original = await locationOf();

  try {
    await open.click();
    const rule = page.getByRole('region', { name: 'Tire age rule' });
    const warning = rule.getByLabel(/^Warning from/);
    const critical = rule.getByLabel(/^Critical from/);
    await expect(warning).toHaveValue(String(original.tire_age_rule.warning_years));

    // A steer tire cannot turn critical before every tire is a warning.
    await warning.fill('7');
    await critical.fill('5');
    await rule.getByRole('button', { name: 'Save tire age rule' }).click();
    await expect(rule.getByText('The critical age of a steer tire cannot be below the warning age.')).toBeVisible();
    await expect(critical).toHaveAttribute('aria-invalid', 'true');
    expect((await locationOf()).tire_age_rule).toEqual(original.tire_age_rule);

    await warning.fill('5');
    await critical.fill('8');
    await rule.getByRole('button', { name: 'Save tire age rule' }).click();
    await expect(rule.getByRole('status')).toHaveText('Saved. Surveys and inspection reports of this location rate tire age with this rule from now on.');
    await expect(table.getByRole('row').filter({ hasText: locationName })).toContainText('Warning 5 · steer critical 8');
    expect((await locationOf()).tire_age_rule).toEqual({ warning_years: 5, critical_steer_years: 8 });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SCREENS}/manage-specs-tire-age-1280.png`, fullPage: true });
  } finally {
    const restored = await page.request.put('/api/v2/manage_specs/save_tire_age_rule', {
      headers: await sessionHeaders(page),
      data: { fleet_location_id: original.fleet_location_id, ...original.tire_age_rule },
    });
    expect(restored.ok()).toBe(true);
  }
});
