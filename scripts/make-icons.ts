/**
 * Renders the install icons in public/icons from one SVG drawing (the favicon's tire on navy).
 * Run once after changing the drawing: `node node_modules/tsx/dist/cli.mjs scripts/make-icons.ts`.
 * Chromium comes from Debian, as in the end-to-end tests.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const NAVY = '#0b1f4b';
const YELLOW = '#ffd100';
const OUT_DIR = join(import.meta.dirname, '..', 'public', 'icons');

/** The tire on a 100-unit canvas; `radius` is the outer tread radius, centred at 50,50. */
function tire(radius: number): string {
  const s = radius / 37.5;
  const ticks = Array.from({ length: 16 }, (_, i) => {
    const angle = (i * Math.PI) / 8;
    const [x1, y1] = [50 + Math.cos(angle) * 31 * s, 50 + Math.sin(angle) * 31 * s];
    const [x2, y2] = [50 + Math.cos(angle) * 37.5 * s, 50 + Math.sin(angle) * 37.5 * s];
    return `M${x1.toFixed(2)} ${y1.toFixed(2)}L${x2.toFixed(2)} ${y2.toFixed(2)}`;
  }).join('');
  return [
    `<circle cx="50" cy="50" r="${37.5 * s}" fill="${YELLOW}"/>`,
    `<circle cx="50" cy="50" r="${26 * s}" fill="${NAVY}"/>`,
    `<circle cx="50" cy="50" r="${18 * s}" fill="none" stroke="${YELLOW}" stroke-width="${3 * s}"/>`,
    `<circle cx="50" cy="50" r="${8 * s}" fill="${YELLOW}"/>`,
    `<path d="${ticks}" stroke="${NAVY}" stroke-width="${3.2 * s}" stroke-linecap="round"/>`,
  ].join('');
}

interface IconSpec {
  file: string;
  size: number;
  svg: string;
  /** Transparent corners for the rounded "any" icons; maskable and Apple icons must be opaque. */
  transparent: boolean;
}

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100%" height="100%">${body}</svg>`;
// "any": a rounded tile, as launchers show it unmasked.
const anyIcon = svg(`<rect width="100" height="100" rx="20" fill="${NAVY}"/>${tire(37.5)}`);
// Maskable: full bleed, the tire inside the 80% safe circle (radius 40) with room to spare.
const maskableIcon = svg(`<rect width="100" height="100" fill="${NAVY}"/>${tire(30)}`);
// iOS rounds the corners itself and fills transparency with black.
const appleIcon = svg(`<rect width="100" height="100" fill="${NAVY}"/>${tire(34)}`);

const ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, svg: anyIcon, transparent: true },
  { file: 'icon-512.png', size: 512, svg: anyIcon, transparent: true },
  { file: 'icon-maskable-512.png', size: 512, svg: maskableIcon, transparent: false },
  { file: 'apple-touch-icon-180.png', size: 180, svg: appleIcon, transparent: false },
];

mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${icon.svg}</body></html>`);
    await page.screenshot({
      path: join(OUT_DIR, icon.file),
      omitBackground: icon.transparent,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    console.log(`wrote public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
