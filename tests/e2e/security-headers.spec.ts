import { expect, test, type APIResponse, type Page } from '@playwright/test';
import type { SelectAccountsResponse } from '../../contract/account-selection';
import { apiJson } from './support/api';
import { DEALER_TECHNICIAN, openLocationForOffline, signal, underServiceWorker } from './support/field-flow';
import { signInAt } from './support/session';
import { FLEET_MANAGER } from './support/users';

// The app under its service worker, as installed (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The app, the API and the API document carry the security headers, and the browser refuses
 * nothing the portal itself needs: no Content-Security-Policy violation is reported across a
 * sign-in, a report with its charts, the API document and the fleet survey opened offline.
 */

/** Every CSP violation the page reports, as a securitypolicyviolation event or a console line. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  // An exposed function survives navigations and reloads, offline ones included.
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

function expectSecurityHeaders(response: APIResponse, what: string): void {
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  const directive = (name: string) => policy.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '';
  // Only this origin's files, and compiling WebAssembly (the VIN scanner's barcode reader): no eval, no inline script.
  expect(directive('script-src'), what).toBe("script-src 'self' 'wasm-unsafe-eval'");
  expect(directive('default-src'), what).toBe("default-src 'self'");
  expect(directive('frame-ancestors'), what).toBe("frame-ancestors 'none'");
  expect(directive('object-src'), what).toBe("object-src 'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
}

test('the app, its files, the API and the API document send the security headers', async ({ request }) => {
  for (const path of ['/', '/fleet-dashboard', '/manifest.webmanifest', '/service-worker.js', '/api/v2/authorization/start', '/api/v2/products/init', '/api/docs', '/api/docs/static/index.html', '/api/docs/json', '/no-such-api-path/x']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expectSecurityHeaders(response, path);
  }
  // No page of the build runs inline script: every script is a file of this origin.
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

test('no CSP violation across a sign-in, the home page and a report with its charts', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const violations = await watchViolations(page);
  await signInAt(page, '/', FLEET_MANAGER);
  await page.goto('/scrap-analysis-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Scrap analysis report' })).toBeVisible();
  const accountRows = page.locator('.acct-table tbody tr').filter({ has: page.locator('input[type="checkbox"]') });
  await expect(accountRows.first()).toBeVisible();
  await page.getByRole('button', { name: 'Select every matching account' }).click();
  const table = await apiJson<SelectAccountsResponse>(page, 'POST', 'scrap_analysis_report/select_accounts', { is_select_all: true });
  await expect(page.locator('.acct-picker .data-table-selected')).toContainText(String(table.account_ids.length));
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(page.locator('.scrap-chart .apexcharts-svg').first()).toBeVisible({ timeout: 60_000 });
  expect(violations).toEqual([]);
});

test('no CSP violation on the API document', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible({ timeout: 30_000 });
  await page.locator('.swagger-ui .opblock-summary').first().click();
  await expect(page.locator('.swagger-ui .opblock-body').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('no CSP violation on the fleet survey opened offline from the service worker', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const violations = await watchViolations(page);
  await signInAt(page, '/locations', DEALER_TECHNICIAN);
  await underServiceWorker(page);
  const net = await signal(page);
  const locationId = await openLocationForOffline(page, 0);
  await net.off();
  await net.reload();
  await expect(page).toHaveURL(new RegExp(`/locations/${locationId}/dashboard$`));
  await expect(page.getByTestId('offline-ready')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), 'the page comes from the service worker').toBe('activated');
  await net.on();
  expect(violations).toEqual([]);
});
