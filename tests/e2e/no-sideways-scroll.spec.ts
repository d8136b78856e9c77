import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { signInAt } from './support/session';

/**
 * Issue 25 §5: no screen scrolls the page sideways at 1280 or 768 px; a wide table scrolls
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

/** What sticks out on the right of the window, for the failure message. */
async function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
}

for (const [width, height] of [[1280, 800], [768, 1024]] as const) {
  for (const [role, screens] of [['ADMIN', ADMIN_SCREENS], ['DLR', DEALER_SCREENS]] as const) {
    test(`no screen scrolls sideways at ${width} px (${role})`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height });
      const user = DEMO_USERS.find((u) => u.group === role)!;
      await signInAt(page, '/', user);
      const failures: string[] = [];
      for (const path of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const { scrollWidth, clientWidth, wide } = await sidewaysScroll(page);
        if (scrollWidth > clientWidth) failures.push(`${path}: ${scrollWidth} > ${clientWidth} (${wide.join(', ')})`);
      }
      expect(failures).toEqual([]);
    });
  }
}
