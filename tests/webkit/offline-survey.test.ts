import assert from 'node:assert/strict';
import { By, Key, type WebDriver } from 'selenium-webdriver';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { FLEET_SURVEY_DB_NAME } from '../../src/features/fleet-survey/data/db';
import { roundTo, thirtySecondsToMm } from '../../src/lib/units';
import { startPortalServer, type PortalServer } from './support/portal-server';
import { startSwitchableProxy, type SwitchableProxy } from './support/switchable-proxy';
import { byRole, screenshot, startWebKit, visible, waitUntil, type WebKitSession } from './support/webkit-driver';

/**
 * The offline survey in WebKit, the engine of every iPad browser (no Background Sync, no
 * persistent-storage grant): the dealer technician signs in, makes a location available
 * offline, loses the server (a proxy in front of it is cut while the device still believes it
 * is online, as on Wi-Fi without internet), starts a survey, adds a unit, reads its tires,
 * reloads the app from the service worker, gets the server back, and the app sends everything
 * by itself; the server then holds the survey, the unit in it and every reading exactly once.
 *
 * Runs on the built app (`npm run build`), under an X display: `npm run test:webkit`.
 */

const SERVER_PORT = Number(process.env.WEBKIT_SERVER_PORT ?? 4218);
const PROXY_PORT = Number(process.env.WEBKIT_PROXY_PORT ?? 4217);
const DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? 4457);
const ORIGIN = `http://127.0.0.1:${PROXY_PORT}`;
/** The longest wait between two tries of a change (BACKOFF_CAP_MS). */
const LONG_BACKOFF_MS = 5 * 60_000;
/**
 * Once the server is back, with nothing the technician does, the outbox drains within this:
 * a try that found no server is followed by another within 30 s (NETWORK_BACKOFF_CAP_MS).
 */
const DRAIN_WITHIN_MS = 45_000;

const TECHNICIAN = DEMO_USERS.find((u) => u.login === 'service@interstate-tire.example')!;

const started = Date.now();
const step = (what: string) => console.log(`[webkit ${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`);

const path = async (driver: WebDriver) => new URL(await driver.getCurrentUrl()).pathname;
const unsentChanges = async (driver: WebDriver) => Number(await driver.findElement(By.css('section.sync-bar')).getAttribute('data-unsent-changes'));
const controllerState = (driver: WebDriver) => driver.executeScript<string | null>('return navigator.serviceWorker.controller ? navigator.serviceWorker.controller.state : null');

/** The registration's workers and the entries of each cache, for a failure to explain itself. */
const workerState = (driver: WebDriver) =>
  driver.executeAsyncScript<string>(`
    const done = arguments[arguments.length - 1];
    navigator.serviceWorker.getRegistration().then(async (r) => {
      const counts = {};
      for (const name of await caches.keys()) counts[name] = (await (await caches.open(name)).keys()).length;
      const state = (w) => (w ? w.state : null);
      done(JSON.stringify({ installing: state(r && r.installing), waiting: state(r && r.waiting), active: state(r && r.active), caches: counts }));
    }, (e) => done(String(e)));`);

/** Each outbox entry's status, tries, last answer and how long until its next try: what a failure needs to be understood. */
const outboxSummary = (driver: WebDriver) =>
  driver.executeAsyncScript<string>(`
    const done = arguments[arguments.length - 1];
    const open = indexedDB.open(${JSON.stringify(FLEET_SURVEY_DB_NAME)});
    open.onerror = () => done('unreadable');
    open.onsuccess = () => {
      const all = open.result.transaction('outbox').objectStore('outbox').getAll();
      all.onsuccess = () => { open.result.close(); done(JSON.stringify(all.result.map((e) => [e.status, e.attempts, e.lastStatus, e.request && e.request.url, Math.round((e.nextAttemptAt - Date.now()) / 1000)]))); };
    };`);

/** The shell may report that its start call found no server after an offline reload; the technician closes it and works on. */
async function closeStartupFailure(driver: WebDriver): Promise<void> {
  const shown = await visible(driver, By.xpath('//*[@role="alertdialog"][.//*[@data-popup="startup-failure"]]//button'), 'the startup failure popup', 3_000).catch(() => null);
  if (shown) await shown.click();
}

async function signIn(driver: WebDriver): Promise<void> {
  await driver.get(`${ORIGIN}/locations`);
  await waitUntil('the membership sign-in page', async () => (await path(driver)) === '/membership/sign-in', 30_000);
  await (await visible(driver, By.css('#email'), 'the email field')).sendKeys(TECHNICIAN.login);
  await driver.findElement(By.css('#password')).sendKeys(TECHNICIAN.password);
  await driver.findElement(By.css('form button[type="submit"], form input[type="submit"]')).click();
  await waitUntil('the location list after sign-in', async () => (await path(driver)) === '/locations' && !(await driver.getCurrentUrl()).includes('user='), 30_000);
  await visible(driver, By.css('.site-header'), 'the site header');
}

/** The server's own view, through its port (not the proxy): a session of the same user. */
async function serverApi() {
  const base = `http://127.0.0.1:${SERVER_PORT}/api/v2`;
  const login = await fetch(`${base}/authorization/login_by_gy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TECHNICIAN.login, password: TECHNICIAN.password }),
  });
  assert.equal(login.status, 200, 'sign-in on the server');
  const { user } = (await login.json()) as { user: { token: string; api_key: string } };
  const headers = { authorization: `Bearer ${user.token}`, api_key: user.api_key, 'content-type': 'application/json' };
  return async <T>(method: 'GET' | 'POST', call: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}/${call}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    assert.ok(response.ok, `${method} ${call}: ${response.status}`);
    return (await response.json()) as T;
  };
}

async function run(driver: WebDriver, proxy: SwitchableProxy): Promise<void> {
  await driver.manage().window().setRect({ width: 1024, height: 900 });
  await signIn(driver);
  step('signed in');
  // The first visit installs the service worker, which then claims the page: in WebKit that
  // comes seconds after the worker is ready, and a reload in between leaves the page uncontrolled.
  // Its install fetches every precached file first: right after the Chromium suite, on a loaded
  // machine, that once took over 30 s, so it gets the badge's 90 s.
  let worker = 'not read yet';
  await waitUntil(
    'the service worker controls the page',
    async () => {
      worker = await workerState(driver);
      return (await controllerState(driver)) === 'activated';
    },
    90_000,
  ).catch((error: Error) => {
    // What the registration and the caches held last tells a stalled install from a slow one.
    throw new Error(`${error.message}; registration and caches: ${worker}`);
  });
  await screenshot(driver, '01-locations');

  // With the server: the first location comes onto the device.
  await (await visible(driver, By.css('.fs-location-table tbody tr button'), 'the first location of the picker', 30_000)).click();
  await waitUntil('the location dashboard', async () => /^\/locations\/\d+\/dashboard$/.test(await path(driver)));
  const locationId = Number(/\/locations\/(\d+)\//.exec(await path(driver))![1]);
  await visible(driver, By.css('[data-testid="offline-ready"]'), 'the "Available offline" badge', 90_000);
  assert.equal(await controllerState(driver), 'activated', 'the page is under the service worker');
  await screenshot(driver, '02-location-offline-ready');
  step(`location ${locationId} available offline`);

  // The server is gone; the device still believes it is online.
  proxy.cut();
  const comments = `WebKit offline survey ${Date.now().toString(36)}`;
  // The survey list's form, which takes comments (the dashboard's "Start survey" takes none).
  await (await visible(driver, By.css(`a[href="/locations/${locationId}/surveys"]`), "the location's surveys")).click();
  await (await visible(driver, By.css(`a[href="/locations/${locationId}/surveys/add"]`), 'Start a survey')).click();
  await (await visible(driver, By.css('textarea'), 'the survey comments')).sendKeys(comments);
  await driver.findElement(By.css('form button[type="submit"]')).click();
  await waitUntil('the new survey opens under its local id', async () => /^\/fleet-survey\/[0-9a-f-]{36}\/overview$/.test(await path(driver)));
  await screenshot(driver, '03-survey-started-offline');

  // One of the location's units joins the survey.
  // The sync bar above the actions grows once the first change waits, and a loaded machine may
  // render that between finding the button and clicking it: the click is repeated until a dialog opens.
  await waitUntil(
    'the add-existing-unit dialog',
    async () => {
      if ((await driver.findElements(byRole.dialog())).length > 0) return true;
      await (await visible(driver, By.css('.fsi-overview-actions button.button-secondary'), 'Add an existing unit')).click();
      return visible(driver, byRole.dialog(), 'the dialog', 5_000);
    },
    45_000,
  );
  const pick = await visible(driver, By.css('[role="dialog"] .fsi-pick-list li'), 'a unit to pick', 30_000);
  const unitNumber = (await pick.findElement(By.css('strong')).getText()).trim();
  await pick.findElement(By.css('button')).click();
  await waitUntil('the unit dialog closes', async () => (await driver.findElements(byRole.dialog())).length === 0);
  step(`unit ${unitNumber} in the survey`);
  await screenshot(driver, '04-unit-added');
  // The unit's details open below the card list and scroll the page: a click during that scroll may miss, so it is repeated until the diagram shows.
  await waitUntil(
    'the inspection screen',
    async () => {
      const inspect = await visible(driver, By.css(`.fsi-unit-card[data-unit-number="${unitNumber}"] .fsi-unit-card-inspect`), `the card of unit ${unitNumber}`);
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', inspect);
      await inspect.click();
      return visible(driver, By.css('.fsi-wheel'), 'the diagram', 3_000);
    },
    30_000,
  );
  const order = await driver.executeScript<string[]>('return [...document.querySelectorAll(".fsi-wheel")].map((w) => w.dataset.position)');
  assert.ok(order.length >= 2, `the unit has positions (${order.length})`);
  const readings = order.map((key, i) => ({ key, psi: 95 + i, thirtySeconds: 8 + (i % 7) }));
  const activeId = () => driver.executeScript<string>('return document.activeElement ? document.activeElement.id : ""');
  for (const reading of readings) {
    await waitUntil(`the editor on ${reading.key}`, async () => (await driver.findElement(By.css('.fsi-tire-editor')).getAttribute('data-position')) === reading.key);
    await waitUntil('pressure focused', async () => (await activeId()) === 'tire-pressure-input');
    await driver.switchTo().activeElement().sendKeys(String(reading.psi), Key.ENTER);
    await waitUntil('tread focused', async () => (await activeId()) === 'tire-tread-input');
    await driver.switchTo().activeElement().sendKeys(String(reading.thirtySeconds), Key.ENTER);
  }
  // The survey, the unit's place in it and one reading per position wait on the device.
  const queued = 2 + readings.length;
  await waitUntil(`${queued} unsent changes`, async () => (await unsentChanges(driver)) === queued);
  for (const reading of readings) {
    const wheel = driver.findElement(By.css(`.fsi-wheel[data-position="${reading.key}"]`));
    assert.match(await wheel.findElement(By.css('.fsi-wheel-pressure')).getText(), new RegExp(`${reading.psi} psi`), reading.key);
    assert.equal((await wheel.findElements(By.css('.fsi-wheel-unsent'))).length, 1, `${reading.key} is marked unsent`);
  }
  await screenshot(driver, '05-readings-unsent');
  step(`${readings.length} readings typed, ${queued} changes unsent`);

  // A long time without the server, shortened: every change is left as after an hour of tries
  // that got no answer, its next try at the five-minute cap (the app's own tries would take that hour).
  const aged = await driver.executeAsyncScript<number>(`
    const done = arguments[arguments.length - 1];
    const open = indexedDB.open(${JSON.stringify(FLEET_SURVEY_DB_NAME)});
    open.onerror = () => done(-1);
    open.onsuccess = () => {
      const tx = open.result.transaction('outbox', 'readwrite');
      let count = 0;
      tx.objectStore('outbox').openCursor().onsuccess = (event) => {
        const cursor = event.target.result;
        if (!cursor) return;
        cursor.update({ ...cursor.value, attempts: 12, nextAttemptAt: Date.now() + ${LONG_BACKOFF_MS}, lastStatus: null, lastError: 'Load failed' });
        count += 1;
        cursor.continue();
      };
      tx.oncomplete = () => { open.result.close(); done(count); };
      tx.onerror = () => done(-1);
    };`);
  assert.equal(aged, queued, 'every waiting change aged');

  // Reloaded without the server: the app comes from the service worker and keeps everything.
  await driver.navigate().refresh();
  await visible(driver, By.css('.site-header'), 'the site header after the offline reload', 30_000);
  await closeStartupFailure(driver);
  await waitUntil('the diagram after the offline reload', async () => (await driver.findElements(By.css('.fsi-wheel'))).length === order.length, 30_000);
  assert.equal(await controllerState(driver), 'activated', 'the reloaded page comes from the service worker');
  await waitUntil(`${queued} unsent changes after the reload`, async () => (await unsentChanges(driver)) === queued);
  await screenshot(driver, '06-reloaded-offline');
  step('reloaded offline from the service worker');

  // The server is back: nothing to press, the app sends what waits.
  proxy.restore();
  const restoredAt = Date.now();
  await waitUntil('nothing unsent', async () => (await unsentChanges(driver)) === 0, DRAIN_WITHIN_MS).catch(async (error: unknown) => {
    await screenshot(driver, '07-not-drained');
    console.error('outbox:', await outboxSummary(driver));
    throw error;
  });
  await waitUntil('no wheel marked unsent', async () => (await driver.findElements(By.css('.fsi-wheel-unsent'))).length === 0);
  await screenshot(driver, '07-synced');
  step(`outbox drained ${((Date.now() - restoredAt) / 1000).toFixed(1)} s after the server came back`);

  // What the server holds: the survey once, the unit once in it, every reading as typed.
  const api = await serverApi();
  const surveys = (await api<{ surveys: { id: number; comments: string | null }[] }>('POST', 'fleet_survey/get_surveys', { location_id: locationId, page_size: 1000 })).surveys.filter(
    (s) => s.comments === comments,
  );
  assert.equal(surveys.length, 1, 'the survey reached the server once');
  const surveyId = surveys[0]!.id;
  const units = (await api<{ units: { id: number; unit_number: string }[] }>('POST', 'fleet_survey/get_units', { location_id: locationId, key_word: unitNumber })).units.filter(
    (u) => u.unit_number === unitNumber,
  );
  assert.equal(units.length, 1, 'the unit exists once');
  const surveyUnits = await api<{ units: { unit_id: number; unit_inspection_id: number }[] }>('GET', `fleet_survey/${surveyId}/units`);
  assert.deepEqual(
    surveyUnits.units.map((u) => u.unit_id),
    [units[0]!.id],
    'the unit is in the survey once',
  );
  type Position = { place: string; reading: { pressure_psi: number | null; tread_depth_mm: number | null } | null; tire: { id: number } | null };
  const diagram = await api<{ unit_inspection: { id: number } | null; axles: { axle_number: number; left: { positions: Position[] }; right: { positions: Position[] } }[] }>(
    'GET',
    `fleet_survey/${surveyId}/axles/${units[0]!.id}`,
  );
  assert.equal(diagram.unit_inspection?.id, surveyUnits.units[0]!.unit_inspection_id, 'one inspection of the unit');
  const positions = new Map<string, Position>();
  for (const axle of diagram.axles) for (const side of ['left', 'right'] as const) for (const p of axle[side].positions) positions.set(`${axle.axle_number}-${side}-${p.place}`, p);
  assert.deepEqual([...positions.keys()].sort(), [...order].sort(), 'the positions of the diagram');
  for (const reading of readings) {
    const stored = positions.get(reading.key)?.reading;
    assert.ok(stored, `${reading.key} has a reading`);
    assert.equal(stored.pressure_psi, reading.psi, `${reading.key} pressure`);
    assert.equal(stored.tread_depth_mm, roundTo(thirtySecondsToMm(reading.thirtySeconds), 2), `${reading.key} tread`);
  }
  step(`the server has the survey, the unit and all ${readings.length} readings once`);
  for (const reading of readings) {
    const wheel = driver.findElement(By.css(`.fsi-wheel[data-position="${reading.key}"]`));
    assert.match(await wheel.findElement(By.css('.fsi-wheel-pressure')).getText(), new RegExp(`${reading.psi} psi`), `${reading.key} still shows its reading once sent`);
  }
  await screenshot(driver, '08-after-server-check');
}

async function main(): Promise<void> {
  let server: PortalServer | null = null;
  let proxy: SwitchableProxy | null = null;
  let webkit: WebKitSession | null = null;
  try {
    server = await startPortalServer(SERVER_PORT, { publicUrl: ORIGIN });
    step('portal server up');
    proxy = await startSwitchableProxy({ port: PROXY_PORT, target: { host: '127.0.0.1', port: SERVER_PORT } });
    webkit = await startWebKit(DRIVER_PORT);
    step('WebKit session open');
    await run(webkit.driver, proxy);
    step('passed');
  } catch (error) {
    if (webkit) await screenshot(webkit.driver, '99-failure').catch(() => undefined);
    console.error(error);
    process.exitCode = 1;
  } finally {
    await webkit?.quit();
    await proxy?.close();
    await server?.stop();
  }
}

await main();
