import { test as base, expect, type Request } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { modelYear } from '../../src/features/fleet-survey/vin/vin';
import { fakeCameraArgs, writeBarcodeVideo } from './support/fake-camera';
import { DEALER_TECHNICIAN, openLocationForOffline, startSurvey, syncBar, underServiceWorker } from './support/field-flow';
import { signInAt } from './support/session';

/*
 * VIN by camera, offline: Chromium's camera plays a Code 39 label of a Freightliner VIN. The
 * first scan, of a VIN no unit at the location has, opens the new-unit form filled with the VIN,
 * its model year and its maker; once that unit is saved, the same scan opens it, and from a survey
 * being made adds it to that survey. Without signal
 * the barcode reader (ZXing WebAssembly, as desktop Chromium has no BarcodeDetector) comes from
 * the service worker's precache, and no request leaves the app's origin.
 */

/** A real-format VIN (Freightliner's WMI 1FU, check digit 3, model-year code C) no seeded unit has. */
const VIN = '1FUJGLDR3CLBP8834';
/** The other field specs that stay offline use this row too; its units on the server never change. */
const LOCATION_ROW = 3;

const test = base.extend({
  // This spec's browser alone gets the fake camera, playing the VIN's barcode.
  launchOptions: [
    async ({ launchOptions }, use, workerInfo) => {
      const dir = join(workerInfo.project.outputDir, 'fake-camera');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `vin-${workerInfo.workerIndex}.y4m`);
      await writeBarcodeVideo(file, VIN, 'code39');
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...fakeCameraArgs(file)] });
    },
    { scope: 'worker' },
  ],
});

// The app under its service worker, as installed (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('offline, a scanned unknown VIN starts a new unit filled from it, the same VIN then opens that unit, and from a survey adds it there', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAt(page, '/locations', DEALER_TECHNICIAN);
  await underServiceWorker(page);
  const locationId = await openLocationForOffline(page, LOCATION_ROW);
  await context.setOffline(true);
  await expect(syncBar(page)).toHaveAttribute('data-online', 'false');

  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  const watch = (request: Request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url)) elsewhere.push(url);
  };
  // The service worker's own fetches are the context's requests, not the page's.
  context.on('request', watch);

  // Unknown VIN: the new-unit form, filled from what the VIN says.
  await page.getByRole('button', { name: 'Scan VIN' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan VIN' });
  await expect(scanner).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/locations/${locationId}/units/add\\?vin=${VIN}$`), { timeout: 30_000 });
  await expect(scanner).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'VIN', exact: true })).toHaveValue(VIN);
  await expect(page.getByRole('combobox', { name: 'Manufacturer', exact: true })).toHaveValue('Freightliner');
  await expect(page.locator('input[name="year"]')).toHaveValue(String(modelYear('C', new Date().getFullYear())));
  await expect(page.getByTestId('scanned-vin')).toContainText(VIN);

  const unitNumber = `E2E-VIN-${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('textbox', { name: 'Unit number' }).fill(unitNumber);
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Tractor' });
  await page.getByRole('button', { name: 'Save unit' }).click();
  await expect(page).toHaveURL(new RegExp(`/locations/${locationId}/dashboard`));
  await expect(page.locator('#units tbody tr', { has: page.getByRole('link', { name: `Edit unit ${unitNumber}` }) })).toContainText(VIN);

  // Known VIN: that unit opens.
  await page.getByRole('button', { name: 'Scan VIN' }).click();
  await expect(page).toHaveURL(new RegExp(`/locations/${locationId}/units/edit-`), { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Unit number' })).toHaveValue(unitNumber);
  await expect(page.getByRole('textbox', { name: 'VIN', exact: true })).toHaveValue(VIN);

  // From a survey being made: the scanned unit joins it and opens there.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/locations/${locationId}/dashboard`));
  const surveyId = await startSurvey(page, locationId, `VIN scan ${unitNumber}`);
  await page.getByRole('button', { name: 'Scan VIN' }).click();
  await expect(page).toHaveURL(new RegExp(`/fleet-survey/${surveyId}/overview/[^/]+$`), { timeout: 30_000 });
  await expect(page.locator(`.fsi-unit-card[data-unit-number="${unitNumber}"]`)).toBeVisible();

  context.off('request', watch);
  expect(elsewhere).toEqual([]);
});

test('a typed VIN with a wrong check digit is refused with a clear error', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/locations', DEALER_TECHNICIAN);
  await underServiceWorker(page);
  const locationId = await openLocationForOffline(page, LOCATION_ROW);
  await context.setOffline(true);
  await page.locator(`a[href="/locations/${locationId}/units/add"]`).first().click();
  await page.getByRole('textbox', { name: 'Unit number' }).fill(`E2E-BADVIN-${Date.now().toString(36).toUpperCase()}`);
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Tractor' });
  await page.getByRole('textbox', { name: 'VIN', exact: true }).fill('1FUJGLDR9CLBP8834');
  await page.getByRole('button', { name: 'Save unit' }).click();
  await expect(page.getByText("This VIN's check digit (9th character) does not match: check each character")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/locations/${locationId}/units/add`));
});
