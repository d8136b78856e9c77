import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pacePreloadHelper } from '../../scripts/vite-paced-preload';

interface FakeLink {
  rel: string;
  href: string;
}

/** A stand-in for Vite's helper: the one line the plugin rewrites, inside a loop over a screen's chunks. */
const HELPER = `function preloadAll(hrefs) {
  for (const href of hrefs) {
    const link = { rel: href.endsWith('.css') ? 'stylesheet' : 'modulepreload', href };
    document.head.appendChild(link);
  }
}`;

function load(code: string) {
  const inserted: string[] = [];
  const document = { head: { appendChild: (link: FakeLink) => void inserted.push(link.href) } };
  const preloadAll = new Function('document', `${code}\nreturn preloadAll;`)(document) as (hrefs: string[]) => void;
  return { inserted, preloadAll };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('paced preload links', () => {
  it('inserts style sheets at once and script links in later tasks, all of them, in order', async () => {
    const { inserted, preloadAll } = load(pacePreloadHelper(HELPER));
    const scripts = Array.from({ length: 35 }, (_, index) => `/assets/chunk-${index}.js`);
    preloadAll(['/assets/report.css', ...scripts]);
    expect(inserted).toEqual(['/assets/report.css']);
    for (let task = 0; task < 50 && inserted.length < 36; task += 1) await nextTask();
    expect(inserted).toEqual(['/assets/report.css', ...scripts]);
  });

  it('fails the build when the helper no longer has its one insertion', () => {
    expect(() => pacePreloadHelper('function preloadAll() {}')).toThrow(/exactly one/);
    expect(() => pacePreloadHelper(`${HELPER}\n${HELPER}`)).toThrow(/exactly one/);
  });

  it("is in the built app's preload helper", () => {
    const assets = join(import.meta.dirname, '../../dist/assets');
    if (!existsSync(assets)) throw new Error('The built app is missing: run `npm run build` first.');
    const helper = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .filter((code) => code.includes('vite:preloadError'));
    expect(helper).toHaveLength(1);
    // The paced insertion's time budget: Vite's own helper never reads the clock.
    expect(helper[0]).toContain('performance.now()');
  });
});
