import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Builder, By, Capabilities, type WebDriver, type WebElement } from 'selenium-webdriver';

/**
 * WebKit, the engine of every iPad browser, through WebKitGTK's WebDriver (Debian's
 * webkit2gtk-driver) and its MiniBrowser, which must run under an X display (xvfb-run).
 */
export const MINIBROWSER = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export interface WebKitSession {
  driver: WebDriver;
  quit(): Promise<void>;
}

export async function startWebKit(driverPort: number): Promise<WebKitSession> {
  const server = spawn(process.env.WEBKIT_WEBDRIVER ?? 'WebKitWebDriver', [`--port=${driverPort}`], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${driverPort}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${server.exitCode}`);
    if (await fetch(`${url}/status`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const capabilities = new Capabilities({
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
  });
  let driver: WebDriver;
  try {
    driver = await new Builder().usingServer(url).withCapabilities(capabilities).build();
  } catch (error) {
    server.kill();
    throw error;
  }
  return {
    driver,
    async quit() {
      await driver.quit().catch(() => undefined);
      server.kill();
    },
  };
}

/** Polls `probe` until it returns a truthy value; fails with `what` after `timeoutMs`. */
export async function waitUntil<T>(what: string, probe: () => Promise<T>, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = 'no match yet';
  for (;;) {
    try {
      const value = await probe();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      // Stale elements and pages between two documents are normal while waiting.
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${last instanceof Error ? last.message : String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** XPath string literal for any text (quotes included). */
export function xpathText(text: string): string {
  if (!text.includes("'")) return `'${text}'`;
  if (!text.includes('"')) return `"${text}"`;
  return `concat(${text
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
}

/**
 * Elements by what a user reads, as assistive technology names them: buttons and links by their
 * text or aria-label, form fields by their label.
 */
export const byRole = {
  button: (name: string) => By.xpath(`//button[normalize-space(.)=${xpathText(name)} or @aria-label=${xpathText(name)}]`),
  link: (name: string) => By.xpath(`//a[normalize-space(.)=${xpathText(name)} or @aria-label=${xpathText(name)}]`),
  /** A field whose <label> reads `name` (its own text, without a description or marks inside). */
  field: (name: string) =>
    By.xpath(
      `//*[self::input or self::select or self::textarea][@aria-label=${xpathText(name)} or @id=//label[normalize-space(text())=${xpathText(name)} or normalize-space(.)=${xpathText(name)}]/@for or ancestor::label[normalize-space(text())=${xpathText(name)}]]`,
    ),
  dialog: () => By.css('[role="dialog"], [role="alertdialog"]'),
};

/** The first displayed element of the locator, once there is one. */
export async function visible(driver: WebDriver, locator: By, what: string, timeoutMs = 15_000): Promise<WebElement> {
  return waitUntil(
    what,
    async () => {
      for (const element of await driver.findElements(locator)) if (await element.isDisplayed()) return element;
      return null;
    },
    timeoutMs,
  );
}

/** A screenshot of the window into test-results/webkit/<name>.png. */
export async function screenshot(driver: WebDriver, name: string): Promise<void> {
  const dir = join('test-results', 'webkit');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.png`), Buffer.from(await driver.takeScreenshot(), 'base64'));
}
