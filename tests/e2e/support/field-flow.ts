import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../../server/seed/demo-users';
import { FIELD_STORE_NAME } from '../../../src/lib/field-store';
import { roundTo, thirtySecondsToMm } from '../../../src/lib/units';
import { popup, signInAt } from './session';

/*
 * The fleet survey's field work in the e2e specs: the app under its service worker, a location
 * taken offline, readings typed by keyboard, photos, and what the server holds afterwards.
 * Selectors use structure and data attributes, not texts, so they hold in every language.
 */

/** The dealer technician (DLR, Interstate Tire & Service, imperial, en-US). */
export const DEALER_TECHNICIAN = DEMO_USERS.find((u) => u.login === 'service@interstate-tire.example')!;

/** The app under its service worker, so lazy route chunks open without signal. */
export async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.locator('.site-header')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

/** Picks the n-th location of the picker and waits until it is available offline; its id. */
export async function openLocationForOffline(page: Page, index: number): Promise<number> {
  const row = page.locator('.fs-location-table tbody tr').nth(index);
  await row.locator('button').click();
  await expect(page).toHaveURL(/\/locations\/\d+\/dashboard$/);
  await expect(page.getByTestId('offline-ready')).toBeVisible({ timeout: 90_000 });
  return Number(/\/locations\/(\d+)\//.exec(page.url())![1]);
}

/**
 * The device's signal, for a test that reloads without it. context.setOffline cuts the network,
 * but in this Chromium a reloaded document reports navigator.onLine === true while every request
 * fails (the emulated connection state is not carried to the new document), so the app would
 * take the dead network for a flaky one. `reload` therefore applies the same emulation to the
 * reloaded document over CDP, as a device without signal reports it; `on` lifts both.
 */
export async function signal(page: Page) {
  const context = page.context();
  const cdp = await context.newCDPSession(page);
  const emulate = (offline: boolean) => cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  let offline = false;
  return {
    async off(): Promise<void> {
      await context.setOffline(true);
      offline = true;
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    },
    /** Reloads; without signal the app must come from the service worker. */
    async reload(): Promise<void> {
      await page.reload();
      if (offline) {
        await emulate(true);
        await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
      }
      await expect(page.locator('.site-header')).toBeVisible();
      // Started while the document still took itself for online, the shell may report that its start call found no server.
      await closeStartupFailure(page);
    },
    async on(): Promise<void> {
      await emulate(false);
      await context.setOffline(false);
      offline = false;
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
    },
  };
}

/** Whether the page's origin holds the field database, asked without opening (and so creating) it. */
export const fieldStoreOnDevice = (page: Page) => page.evaluate(async (name) => (await indexedDB.databases()).some((database) => database.name === name), FIELD_STORE_NAME);

export const syncBar = (page: Page) => page.locator('section.sync-bar').first();

/**
 * On the yard: signed in as the dealer technician under the service worker, the picker's row
 * `row` taken onto the device; its id and the signal switch, still on (a test may ask the
 * server something first).
 */
export async function onTheYard(page: Page, row: number) {
  await signInAt(page, '/locations', DEALER_TECHNICIAN);
  await underServiceWorker(page);
  await expect(syncBar(page)).toHaveAttribute('data-online', 'true');
  const net = await signal(page);
  const locationId = await openLocationForOffline(page, row);
  return { net, locationId };
}

/** On the yard (onTheYard), then without signal. */
export async function onTheYardOffline(page: Page, row: number) {
  const yard = await onTheYard(page, row);
  await yard.net.off();
  return yard;
}
/** The queued changes the sync bar counts. */
export const unsentChanges = async (page: Page) => Number(await syncBar(page).getAttribute('data-unsent-changes'));

/**
 * The unsent count once the outbox has settled: the sync bar follows the device's database a
 * moment after each write, so a count read right after a screen opens may still miss the write
 * that opened it. Two equal readings half a second apart settle it.
 */
export async function settledUnsentChanges(page: Page): Promise<number> {
  let last = -1;
  let settled = -1;
  await expect
    .poll(async () => {
      const now = await unsentChanges(page);
      settled = now === last ? now : -1;
      last = now;
      return settled;
    }, { intervals: [500], timeout: 15_000 })
    .toBeGreaterThanOrEqual(0);
  return settled;
}

/** The shell may report that its start call found no server after an offline reload; the technician closes it and works on. */
export async function closeStartupFailure(page: Page): Promise<void> {
  const startupPopup = popup(page, 'startup-failure');
  // The popup's code loads after the page shows, so it may appear a moment after the header.
  const shown = await startupPopup.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (shown) await startupPopup.getByRole('button').click();
}

/** The configuration with five axles the unit form offers (steer axle, then four dual axles): a straight truck's. */
export const FIVE_AXLE_CONFIGURATION = '2-4-4-4-4';
/** The unit type that configuration belongs to. */
export const FIVE_AXLE_TYPE = 'Straight truck';

/**
 * Adds a straight truck with the 5-axle configuration from the location's dashboard (offline too: the
 * picker draws each layout from what the device has) and waits until the dashboard lists it as
 * not sent yet.
 */
export async function addFiveAxleTractor(page: Page, locationId: number, unitNumber: string, vin: string): Promise<void> {
  await page.locator(`a[href="/locations/${locationId}/units/add"]`).first().click();
  await page.locator('input[name="unit_number"]').fill(unitNumber);
  await page.locator('select[name="type"]').selectOption({ label: FIVE_AXLE_TYPE });
  const fiveAxle = page.locator('label.fs-config-card', { hasText: FIVE_AXLE_CONFIGURATION });
  await expect(fiveAxle.locator('svg[role="img"] line')).toHaveCount(5);
  await fiveAxle.click();
  await expect(fiveAxle.locator('input[type="radio"]')).toBeChecked();
  await page.locator('input[name="vin"]').fill(vin);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/locations/${locationId}/dashboard`));
  const unitRow = page.locator('#units tbody tr', { has: page.locator('a', { hasText: unitNumber }) });
  await expect(unitRow).toHaveAttribute('data-pending', '');
}

/**
 * Starts a survey with comments from the location's survey list (the dashboard's "Start survey"
 * starts one without the form); it opens at once under its local id, which is returned.
 */
export async function startSurvey(page: Page, locationId: number, comments: string): Promise<string> {
  await page.locator(`a[href="/locations/${locationId}/surveys"]`).first().click();
  await page.locator(`a[href="/locations/${locationId}/surveys/add"]`).first().click();
  await page.locator('textarea').fill(comments);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/fleet-survey\/[0-9a-f-]{36}\/overview$/);
  return /\/fleet-survey\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
}

/** A reading as typed: pressure in psi, tread depth in 32nds of an inch. */
export interface TypedReading {
  /** The position: `${axle_number}-${side}-${place}`, as the wheel's data-position. */
  key: string;
  psi: number;
  thirtySeconds: number;
}

/** The positions of the open inspection screen, in the order the editor walks them. */
export async function positionOrder(page: Page): Promise<string[]> {
  await expect(page.locator('.fsi-wheel').first()).toBeVisible();
  return page.locator('.fsi-wheel').evaluateAll((wheels) => wheels.map((w) => (w as HTMLElement).dataset.position!));
}

/** A distinct reading for each position. */
export const readingsFor = (order: readonly string[]): TypedReading[] => order.map((key, i) => ({ key, psi: 95 + i, thirtySeconds: 8 + (i % 7) }));

/**
 * Keyboard only, from the editor's first position: pressure, Enter, tread, Enter; the next
 * position opens with pressure focused.
 */
export async function typeReadingsByKeyboard(page: Page, readings: readonly TypedReading[]): Promise<void> {
  for (const [i, reading] of readings.entries()) {
    await expect(page.locator('.fsi-tire-editor')).toHaveAttribute('data-position', reading.key);
    await expect(page.locator('#tire-pressure-input')).toBeFocused();
    await page.keyboard.type(String(reading.psi));
    await page.keyboard.press('Enter');
    await expect(page.locator('#tire-tread-input')).toBeFocused();
    await page.keyboard.type(String(reading.thirtySeconds));
    await page.keyboard.press('Enter');
    if (i < readings.length - 1) await expect(page.locator('.fsi-tire-editor')).toHaveAttribute('data-position', readings[i + 1]!.key);
  }
}

/** Every reading is drawn on its wheel and marked as not sent yet. */
export async function expectReadingsShownUnsent(page: Page, readings: readonly TypedReading[]): Promise<void> {
  for (const reading of readings) {
    const wheel = page.locator(`.fsi-wheel[data-position="${reading.key}"]`);
    await expect(wheel.locator('.fsi-wheel-pressure')).toContainText(`${reading.psi} psi`);
    await expect(wheel.locator('.fsi-wheel-unsent')).toBeVisible();
  }
}

/** Two different JPEGs drawn by the browser, one larger than the 2048 px the app keeps. */
export async function jpegs(page: Page): Promise<Buffer[]> {
  const encoded = await page.evaluate(() =>
    [
      ['#c0392b', 3000, 2000],
      ['#2e86c1', 800, 600],
    ].map(([color, width, height]) => {
      const canvas = document.createElement('canvas');
      canvas.width = Number(width);
      canvas.height = Number(height);
      const context = canvas.getContext('2d')!;
      context.fillStyle = String(color);
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#fff';
      context.fillRect(40, 40, canvas.width / 3, canvas.height / 3);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
    }),
  );
  return encoded.map((base64) => Buffer.from(base64, 'base64'));
}

/** Opens the position in the editor and adds the two JPEGs from the library (the camera input takes files the same way). */
export async function attachTwoPhotos(page: Page, positionKey: string): Promise<void> {
  await page.locator(`.fsi-wheel[data-position="${positionKey}"]`).click();
  await expect(page.locator('.fsi-tire-editor')).toHaveAttribute('data-position', positionKey);
  await page.locator('[data-photo-input="library"]').setInputFiles((await jpegs(page)).map((buffer, i) => ({ name: `tire-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
  await expect(page.locator('.fsi-photo-thumb')).toHaveCount(2);
}

export interface ServerReading {
  pressure_psi: number | null;
  tread_depth_mm: number | null;
}

interface ServerPosition {
  place: string;
  reading: ServerReading | null;
  tire: { id: number } | null;
}

/** The unit's diagram in the survey as the server has it: its inspection and each position by `${axle}-${side}-${place}`. */
export async function serverDiagram(
  request: APIRequestContext,
  headers: Record<string, string>,
  surveyId: number,
  unitId: number,
): Promise<{ inspectionId: number | null; positions: Map<string, ServerPosition> }> {
  const response = await request.get(`/api/v2/fleet_survey/${surveyId}/axles/${unitId}`, { headers });
  expect(response.ok(), `axles of unit ${unitId} in survey ${surveyId}`).toBe(true);
  const diagram = (await response.json()) as {
    unit_inspection: { id: number } | null;
    axles: { axle_number: number; left: { positions: ServerPosition[] }; right: { positions: ServerPosition[] } }[];
  };
  const positions = new Map<string, ServerPosition>();
  for (const axle of diagram.axles) {
    for (const side of ['left', 'right'] as const) {
      for (const position of axle[side].positions) positions.set(`${axle.axle_number}-${side}-${position.place}`, position);
    }
  }
  return { inspectionId: diagram.unit_inspection?.id ?? null, positions };
}

/** Each typed reading is on the server: psi as typed, the 32nds in millimetres to a hundredth. */
export function expectServerReadings(positions: ReadonlyMap<string, { reading: ServerReading | null }>, readings: readonly TypedReading[]): void {
  for (const reading of readings) {
    const stored = positions.get(reading.key)?.reading;
    expect(stored, reading.key).toBeTruthy();
    expect(stored!.pressure_psi, reading.key).toBe(reading.psi);
    expect(stored!.tread_depth_mm, reading.key).toBe(roundTo(thirtySecondsToMm(reading.thirtySeconds), 2));
  }
}

/** What the server holds of a survey at a location, read through its API: every count a replay could change. */
export async function serverState(request: APIRequestContext, headers: Record<string, string>, locationId: number, surveyId: number, units: readonly { unit_number: string }[]) {
  const post = async <T,>(path: string, data: unknown) => {
    const response = await request.post(`/api/v2/${path}`, { headers, data });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const get = async <T,>(path: string) => {
    const response = await request.get(`/api/v2/${path}`, { headers });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const surveys = await post<{ surveys: { id: number }[] }>('fleet_survey/get_surveys', { location_id: locationId, page_size: 1000 });
  const locationUnits = await post<{ total_items: number; units: { unit_number: string }[] }>('fleet_survey/get_units', { location_id: locationId, page_size: 1000 });
  const surveyUnits = await get<{ units: { unit_id: number; unit_inspection_id: number }[] }>(`fleet_survey/${surveyId}/units`);
  const removed = await post<{ total_items: number; removed_tires: { id: number; axle_number: number; side: string; place: string; removal_reasons: { id: number }[] }[] }>('fleet_survey/get_removed_tires', { survey_id: surveyId, page_size: 1000 });
  const readiness = await get<{ model: { trailers_count: number; units: { unit_number: string; passed: boolean; fields: { name: string; selected_value: string; notes: string | null }[] }[] } }>(`survey/get_trailer_readiness_report/${surveyId}`);
  const readings: Record<string, unknown> = {};
  const photos: Record<string, number> = {};
  for (const row of surveyUnits.units) {
    const { positions } = await serverDiagram(request, headers, surveyId, row.unit_id);
    for (const [key, position] of positions) readings[`${row.unit_id}:${key}`] = { tire: position.tire?.id ?? null, reading: position.reading };
    photos[row.unit_id] = (await get<unknown[]>(`fleet_survey/get_unit_inspection_images/${row.unit_inspection_id}`)).length;
  }
  return {
    surveys: surveys.surveys.filter((s) => s.id === surveyId).length,
    // Units of this flow by number, not the location's total: other specs add units to shared locations in parallel.
    unitsNamed: Object.fromEntries(units.map((u) => [u.unit_number, locationUnits.units.filter((l) => l.unit_number === u.unit_number).length])),
    surveyUnits: surveyUnits.units.map((u) => u.unit_id).sort(),
    removed,
    readiness: readiness.model,
    readings,
    photos,
  };
}
