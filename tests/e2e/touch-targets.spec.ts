import { expect, test, type Page } from '@playwright/test';
import { DEALER_TECHNICIAN, openLocationForOffline, startSurvey } from './support/field-flow';
import { signInAt } from './support/session';

/*
 * Every control of the field screens is a touch target of at least 48 px on a 768x1024 tablet:
 * each button, link, field, checkbox and radio is at least 48 px in its smaller dimension, or
 * the label that takes its taps is. Screens: the location picker, a location's dashboard, its
 * surveys, the unit form, a survey's overview and a unit's inspection, with the header and the
 * sync bar they share.
 */

const MIN = 48;

// A touch tablet: the page sees a coarse pointer, and the field app runs under its service
// worker, as on the yard's tablets (the config blocks the worker elsewhere).
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, serviceWorkers: 'allow' });

/** Rendered controls smaller than MIN whose label (if any) is smaller too, described for the failure message. */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"]';
    const small: string[] = [];
    const fits = (box: DOMRect) => Math.min(box.width, box.height) >= min - 0.5;
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[inert], [aria-hidden="true"]') || getComputedStyle(element).visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      const labels = element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement ? [...(element.labels ?? [])] : [];
      // Not drawn, or drawn as a 1 px visually hidden skip link until focused.
      if ((box.width <= 1 || box.height <= 1) && labels.length === 0) continue;
      if (fits(box) || labels.some((label) => fits(label.getBoundingClientRect()))) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? (element as HTMLInputElement).name ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      small.push(`${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return small;
  }, MIN);
}

async function expectTouchTargets(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  expect.soft(await smallControls(page), `${screen}: controls under ${MIN} px`).toEqual([]);
}

test('every control of the field screens is at least 48 px on a tablet', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAt(page, '/locations', DEALER_TECHNICIAN);
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'a touch screen').toBe(true);
  await expect(page.locator('.fs-location-table tbody tr').first()).toBeVisible();
  await expectTouchTargets(page, 'location picker');

  // Nothing here changes the location's units (location-unit-count.spec.ts counts them alongside).
  const locationId = await openLocationForOffline(page, 3);
  await expect(page.locator('#units tbody tr').first()).toBeVisible();
  await expectTouchTargets(page, 'location dashboard');

  await page.goto(`/locations/${locationId}/surveys`);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expectTouchTargets(page, 'surveys');

  await page.goto(`/locations/${locationId}/units/add`);
  await expect(page.locator('input[name="unit_number"]')).toBeVisible();
  await page.locator('select[name="type"]').selectOption({ index: 1 });
  await expect(page.locator('label.fs-config-card').first()).toBeVisible();
  await expectTouchTargets(page, 'unit form');

  await page.goto(`/locations/${locationId}/dashboard`);
  const surveyLocalId = await startSurvey(page, locationId, 'Touch targets');
  await expectTouchTargets(page, 'survey overview');

  // Adding a unit from the survey: the form with "Add this unit to the survey".
  await page.locator('.fsi-overview-actions a, .fsi-overview-actions button').first().click();
  await expect(page.locator('input[name="unit_number"]')).toBeVisible();
  await expect(page.locator('form input[type="checkbox"]')).toBeVisible();
  await expectTouchTargets(page, 'unit form in a survey');

  // A unit of the location joins the survey; its inspection screen.
  await page.goto(`/fleet-survey/${surveyLocalId}/overview`);
  await page.locator('.fsi-overview-actions button.button-secondary').first().click();
  const picker = page.getByRole('dialog');
  await expectTouchTargets(page, 'add existing unit');
  await picker.locator('.fsi-pick-list li button').first().click();
  await expect(picker).toHaveCount(0);
  await expectTouchTargets(page, 'survey overview with a unit');
  await page.locator('.fsi-unit-card-inspect').first().click();
  await expect(page.locator('.fsi-wheel').first()).toBeVisible();
  await expectTouchTargets(page, 'inspection');
});
