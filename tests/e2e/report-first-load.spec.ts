import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fieldStoreOnDevice } from './support/field-flow';
import { signInAt } from './support/session';
import { FLEET_MANAGER } from './support/users';

/*
 * What a report screen's first load leaves out: the modal dialog code (a report's dialogs load
 * when they open; the popups use the browser's own <dialog>) and, on a device that never opened
 * a field screen, the field database and its sync engine. Both once ran right after the first
 * paint of every report screen.
 */

const files = Object.values(JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>).map((chunk) => `/${chunk.file}`);
function chunkNamed(prefix: string): string {
  const file = files.find((path) => path.startsWith(`/assets/${prefix}-`));
  if (!file) throw new Error(`No ${prefix} chunk in the build`);
  return `/assets/${prefix}-`;
}
const MODAL = chunkNamed('Modal');
const FIELD_SYNC = chunkNamed('field-sync-boot');

/** Paths of the app's files the page asks for from now on. */
function requested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** Until the work the app defers past its first screen (an idle callback, at most a second) has run. */
const settled = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 1_500), { timeout: 1_000 })));

test("a report screen loads no modal code, and the field engine only once the device holds the field database", async ({ page }) => {
  await signInAt(page, '/dealer-survey-report?run=true', FLEET_MANAGER);
  const paths = requested(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save as favorite' })).toBeVisible();
  await settled(page);
  expect(paths.filter((path) => path.startsWith(MODAL) || path.startsWith(FIELD_SYNC))).toEqual([]);
  expect(await fieldStoreOnDevice(page)).toBe(false);

  // The favorite's dialog brings the modal code when it opens.
  await page.getByRole('button', { name: 'Save as favorite' }).click();
  await expect(page.getByRole('dialog', { name: 'Save as favorite' })).toBeVisible();
  expect(paths.some((path) => path.startsWith(MODAL))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save as favorite' })).toBeFocused();

  // A field screen opens the database; from then on every screen of this device starts the engine.
  await page.goto('/locations');
  await expect(page.locator('.fs-location-table tbody tr').first()).toBeVisible();
  await expect.poll(() => fieldStoreOnDevice(page)).toBe(true);
  paths.length = 0;
  await page.goto('/dealer-survey-report?run=true');
  await expect(page.getByRole('button', { name: 'Save as favorite' })).toBeVisible();
  await expect.poll(() => paths.some((path) => path.startsWith(FIELD_SYNC))).toBe(true);
});
