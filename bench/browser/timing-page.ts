import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';

/**
 * Bundles one timing page (a module that puts its runner on window) without the app's plugins
 * (PWA, router, Lingui): only the data layer it imports and the page itself.
 */
export async function buildTimingPage(entry: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, minify: true, lib: { entry, formats: ['es'], fileName: () => 'page.js' } },
  });
  await writeFile(join(outDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/page.js"></script></head><body></body></html>');
}
