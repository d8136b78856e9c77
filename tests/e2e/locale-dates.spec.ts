import { expect, test, type Page } from '@playwright/test';
import type { TorqueReport } from '../../contract/torque-summary';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { apiJson } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAt } from './support/session';
import { FLEET_MANAGER } from './support/users';

const SCREENS = 'test-results/screens';
/** The Maple Haul manager reads the portal in French (fr-CA): days are written 2026-11-25. */
const MAPLE_MANAGER = DEMO_USERS.find((u) => u.login === 'fleet.manager@maplehaul.example')!;

const pad = (n: number) => String(n).padStart(2, '0');
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const iso = (day: Date) => `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
const wire = (day: Date) => `${pad(day.getUTCMonth() + 1)}/${pad(day.getUTCDate())}/${day.getUTCFullYear()}`;

const filters = (page: Page) => page.locator('form.torque-filters');

test('a French-Canadian manager types a custom range as fr-CA writes days and gets the report of that range', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAt(page, '/torque-summary-report', MAPLE_MANAGER);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Rapport sommaire du couple de serrage' })).toBeVisible();

  await page.getByRole('button', { name: 'Tout sélectionner' }).click();
  const all = await apiJson<{ location_ids: number[] }>(page, 'GET', 'torque_summary_report/select_location_ids');
  expect(all.location_ids.length).toBeGreaterThan(0);
  await filters(page).getByLabel('Plage de dates').selectOption('custom');

  const from = filters(page).getByRole('textbox', { name: 'Du', exact: true });
  const to = filters(page).getByRole('textbox', { name: 'Au', exact: true });
  // The hint shows the fr-CA order in French letters.
  await expect(from).toHaveAttribute('placeholder', 'AAAA-MM-JJ');
  await expect(to).toHaveAttribute('placeholder', 'AAAA-MM-JJ');
  await filters(page).screenshot({ path: `${SCREENS}/locale-dates-torque-filters-fr-CA-empty.png` });
  const start = daysAgo(120);
  const end = daysAgo(1);

  // Digits only, as on a tablet's number pad: the '-' marks come by themselves.
  await from.pressSequentially(iso(start).replace(/-/g, ''));
  await expect(from).toHaveValue(iso(start));
  // The end before the start is refused under "Au", and the report cannot run.
  await to.pressSequentially(iso(daysAgo(200)));
  await to.blur();
  await expect(filters(page)).toContainText('La date de fin est antérieure à la date de début');
  await expect(filters(page).getByRole('button', { name: 'Exécuter le rapport' })).toBeDisabled();
  // A day that cannot be is named with the format to use.
  await to.fill('2026-13-01');
  await to.blur();
  await expect(filters(page)).toContainText('Veuillez saisir la date dans le bon format (AAAA-MM-JJ)');
  await filters(page).screenshot({ path: `${SCREENS}/locale-dates-torque-filters-fr-CA-error.png` });
  await to.fill(iso(end));
  await to.blur();
  await expect(filters(page).locator('.field-error').filter({ hasText: /\S/ })).toHaveCount(0);
  await filters(page).screenshot({ path: `${SCREENS}/locale-dates-torque-filters-fr-CA.png` });
  await expectNoSeriousA11yViolations(page);
  await filters(page).getByRole('button', { name: 'Exécuter le rapport' }).click();

  // The same range asked in the wire's MM/DD/YYYY gives the figures on screen.
  const expected = await apiJson<TorqueReport>(page, 'POST', 'torque_summary_report/get_report', {
    location_ids: all.location_ids,
    date_range_type: 'custom',
    date_from: wire(start),
    date_to: wire(end),
  });
  const checked = expected.torque_summary_page.totals.wheels_checked;
  expect(checked).toBeGreaterThan(0);
  const tiles = page.getByRole('list', { name: 'Totaux du rapport' });
  await expect(tiles.getByRole('listitem').filter({ hasText: 'Roues contrôlées' })).toContainText(new Intl.NumberFormat('fr-CA').format(checked));
  // The server's range, shown as fr-CA writes days.
  await expect(page.locator('.torque-report .report-frame-range')).toHaveText(`${iso(start)} – ${iso(end)}`);
  await page.screenshot({ path: `${SCREENS}/locale-dates-torque-report-fr-CA.png`, fullPage: true });
});

for (const [locale, placeholder, typed, shown] of [
  ['de-DE', 'TT.MM.JJJJ', '3.2.2026', '03.02.2026'],
  ['fr-FR', 'JJ/MM/AAAA', '2026-02-03', '03/02/2026'],
] as const) {
  test(`a ${locale} reader types days in the ${placeholder} order; ISO is understood too`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAt(page, '/torque-summary-report', FLEET_MANAGER);
    // The language chosen on this device (the user's record is left alone).
    await page.goto(`/torque-summary-report?lang=${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await filters(page).locator('select').first().selectOption('custom');
    // The two day fields (the form's other text field is the location search).
    const days = filters(page).locator('input[inputmode="numeric"]');
    const [from, to] = [days.nth(0), days.nth(1)];
    await expect(from).toHaveAttribute('placeholder', placeholder);
    await from.fill(typed);
    await from.blur();
    // Blur writes the day as the locale writes it.
    await expect(from).toHaveValue(shown);
    await to.fill('01.01.2026'.replace(/\./g, locale === 'de-DE' ? '.' : '/'));
    await to.blur();
    await expect(filters(page).locator('.field-error').filter({ hasText: /\S/ })).toHaveCount(1);
    await filters(page).screenshot({ path: `${SCREENS}/locale-dates-torque-filters-${locale}.png` });
  });
}
