import type { Browser, Page } from 'puppeteer-core';

export interface Screen {
  name: string;
  path: string;
}

/** The report screens a fleet manager opens; the inspection report and trailer readiness take a survey found on the way. */
export const REPORT_PATHS: Screen[] = [
  { name: 'checkpoint', path: '/checkpoint' },
  { name: 'dealer survey (/tireoptix)', path: '/tireoptix' },
  { name: 'fleet condition', path: '/fleet-condition-report' },
  { name: 'fleet dashboard', path: '/fleet-dashboard' },
  { name: 'product analysis', path: '/product-analysis-report' },
  { name: 'product wear rate', path: '/product-wear-rate-report' },
  { name: 'scrap', path: '/scrap-analysis-report' },
  { name: 'torque', path: '/torque-summary-report' },
  { name: 'unit history', path: '/unit-history-report' },
];

/** A browser wait that, when it times out, says which step it was and where the page stood. */
async function step<T>(page: Page, name: string, wait: Promise<T>): Promise<T> {
  try {
    return await wait;
  } catch (error) {
    throw new Error(`${name} (the page was at ${page.url()}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Signs in on the membership page in this browser profile: the session stays in its local storage. */
export async function signIn(page: Page, base: string, path: string, user: { login: string; password: string }): Promise<void> {
  await page.goto(`${base}${path}`);
  await step(page, 'waiting for the sign-in page', page.waitForFunction(() => location.pathname === '/membership/sign-in'));
  await step(page, 'filling the sign-in form', page.locator('#email').fill(user.login));
  await page.locator('#password').fill(user.password);
  await page.locator('form button[type="submit"]').click();
  await step(page, `waiting to land on ${path} signed in`, page.waitForFunction((expected) => location.pathname === expected && !new URLSearchParams(location.search).has('user'), {}, path));
}

async function follow(page: Page, selector: string): Promise<string> {
  const link = await page.waitForSelector(selector, { timeout: 30_000 });
  const href = await link!.evaluate((a) => (a as HTMLAnchorElement).getAttribute('href')!);
  await page.goto(new URL(href, page.url()).href);
  return href;
}

/** The inspection report of the first survey on the fleet list, and that survey's trailer readiness. */
export async function inspectionScreens(page: Page, base: string): Promise<Screen[]> {
  // Right after signing in, the page may still reload once for the session's locale: a run
  // button that does not answer is tried once more on a fresh load.
  await page.goto(`${base}/tireoptix`, { waitUntil: 'networkidle0' });
  await page
    .locator('.io-run button')
    .setTimeout(30_000)
    .click()
    .catch(async () => {
      await page.goto(`${base}/tireoptix`, { waitUntil: 'networkidle0' });
      await step(page, 'running the inspection list', page.locator('.io-run button').click());
    });
  const detail = await follow(page, 'a.io-location[href^="/tireoptix/detail/"]');
  const surveyId = detail.split('/').pop()!;
  return [
    { name: 'inspection report', path: detail },
    { name: 'trailer readiness', path: `/trailer-readiness-report/${surveyId}` },
  ];
}

/** The dealer's screens: its survey list and the field screens, found by following the app's own links from the location list (survey and unit ids are the device's). */
export async function fieldScreens(page: Page, base: string): Promise<Screen[]> {
  await page.goto(`${base}/locations`);
  const row = await page.waitForSelector('.fs-location-table tbody tr button', { timeout: 30_000 });
  await row!.click();
  await step(page, "opening a location's dashboard", page.waitForFunction(() => /^\/locations\/\d+\/dashboard$/.test(location.pathname)));
  const locationId = /\/locations\/(\d+)\//.exec(page.url())![1]!;
  const surveys = `/locations/${locationId}/surveys`;
  await page.goto(`${base}${surveys}`);
  const survey = await follow(page, 'a.fs-row-link[href*="/overview"]');
  const unit = await follow(page, '.fsi-unit-card a[href*="/overview/"]');
  await page.goto(`${base}${survey}`);
  const inspect = await follow(page, '.fsi-unit-card-inspect');
  return [
    // The dealers' own survey list is a dealer's screen: a fleet manager is refused it.
    { name: 'dealer survey (/dlrtireoptix)', path: '/dlrtireoptix' },
    { name: 'location list', path: '/locations' },
    { name: "a location's surveys", path: surveys },
    { name: 'a survey', path: survey },
    { name: 'a unit', path: unit },
    { name: 'tire inspection', path: inspect },
  ];
}

export async function firstPage(browser: Browser): Promise<Page> {
  return (await browser.pages())[0] ?? browser.newPage();
}
