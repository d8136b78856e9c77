/**
 * The catalogues ship in parts (src/lib/message-parts.ts, scripts/catalog-parts.ts): a screen
 * shows its words only if its part holds every message its code uses. The parts come from an
 * import walk over the sources; these tests hold that walk against what the bundler actually put
 * in each route's first-visit JavaScript (the build's source maps), so a message can never land
 * in a part its screen does not load. Reads the build, like route-weight.test.ts.
 */
import { formatter } from '@lingui/format-po';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogParts, messageIdsByFile, ROOT_DIR } from '../../scripts/catalog-parts';
import { DIST_DIR, readManifest, routeWeights } from '../../scripts/route-weight';
import { messagePartOfRoute } from '../../src/lib/message-parts';

const parts = await catalogParts();
const idsByFile = await messageIdsByFile();
const weights = routeWeights(DIST_DIR);

/** The portal's own source files bundled into some built chunks, by their source maps. */
function bundledSources(files: readonly string[]): string[] {
  return files.flatMap((file) => {
    // The bundler's own runtime has no map and no messages.
    if (!existsSync(join(DIST_DIR, `${file}.map`))) return [];
    const map = JSON.parse(readFileSync(join(DIST_DIR, `${file}.map`), 'utf8')) as { sources: string[] };
    return map.sources.map((source) => source.replace(/^(\.\.\/)+/, '')).filter((source) => source.startsWith('src/'));
  });
}
/**
 * Every route's definition sits in the entry, but its messages are in its component, which the
 * router splits into the route's own chunk: a route file counts only where it renders.
 */
const renderedSources = (sources: readonly string[], part: string) =>
  sources.filter((source) => !source.startsWith('src/routes/') || messagePartOfRoute(source.slice('src/routes/'.length)) === part);
const messagesOf = (sources: readonly string[]) => [...new Set(sources.flatMap((source) => [...(idsByFile.get(source) ?? [])]))];
const manifest = readManifest(DIST_DIR);

/**
 * The chunks a page may run without another navigation: its first-visit files and everything
 * they import later (dialogs, the offline store), short of other routes and the catalogues.
 */
function reachableChunks(files: readonly string[]): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (seen.has(file) || !chunk) return;
    seen.add(file);
    for (const key of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      const target = manifest[key];
      if (!target || key.includes('.po') || (target.src ?? key).startsWith('src/routes/')) continue;
      visit(target.file);
    }
  };
  files.filter((file) => !file.includes('/messages-')).forEach(visit);
  return [...seen];
}
const entryFiles = reachableChunks(weights.routes.find((route) => route.route === 'index.tsx')!.files);

describe('catalogue parts', () => {
  it('every message of the source catalogue names the files using it', async () => {
    const filename = join(ROOT_DIR, 'locales/en-US/messages.po');
    const catalog = await formatter({ lineNumbers: false }).parse(readFileSync(filename, 'utf8'), { locale: 'en-US', sourceLocale: 'en-US', filename });
    const withoutOrigin = Object.values(catalog ?? {}).filter((entry) => !entry.origin?.length).map((entry) => entry.message);
    expect(withoutOrigin, 'run `npm run i18n:extract` (origins must stay on in lingui.config.ts)').toEqual([]);
  });

  it('the shell holds every message of the code every page starts with', () => {
    const missing = messagesOf(renderedSources(bundledSources(entryFiles), 'shell')).filter((id) => !parts.shell.has(id));
    expect(missing).toEqual([]);
  });

  it.each(weights.routes.map((route) => [route.route, route.files] as const))('%s: its part holds every message its code can show', (route, files) => {
    const part = parts[messagePartOfRoute(route)];
    const sources = renderedSources(bundledSources(reachableChunks(files)), messagePartOfRoute(route));
    const missing = messagesOf(sources).filter((id) => !parts.shell.has(id) && !part.has(id));
    expect(missing).toEqual([]);
  });

  it("keeps the screens' words out of the shell, and the shell's out of the other parts", () => {
    const idOf = (text: string) => [...idsByFile.entries()].flatMap(([, ids]) => [...ids]).find((id) => sourceText.get(id) === text);
    const selectLocation = idOf('Select location')!;
    const logOut = idOf('Log out')!;
    expect(parts.field.has(selectLocation)).toBe(true);
    expect(parts.shell.has(selectLocation)).toBe(false);
    expect(parts.shell.has(logOut)).toBe(true);
    for (const part of [parts.field, parts.survey, parts.admin, parts.reports]) expect([...part].filter((id) => parts.shell.has(id))).toEqual([]);
    // The shell is a small share of the whole catalogue; that is the point of the split.
    expect(parts.shell.size).toBeLessThan(sourceText.size / 5);
  });

  it('the built en-US shell is the only catalogue in the entry, and the field part is a chunk of its own', () => {
    const entrySource = entryFiles.map((file) => readFileSync(join(DIST_DIR, file), 'utf8')).join('\n');
    expect(entrySource).toContain('Log out');
    expect(entrySource).not.toContain('Select location');
    const fieldChunk = weights.routes.find((route) => route.route === 'locations/index.tsx')!.files.find((file) => file.includes('/messages-'));
    expect(readFileSync(join(DIST_DIR, fieldChunk!), 'utf8')).toContain('Select location');
    // The survey screens have their own part: an inspection loads neither the location screens' words nor the reports'.
    const surveyChunk = weights.routes.find((route) => route.route === 'fleet-survey/$surveyId/inspect-{$unitNumber}.tsx')!.files.filter((file) => file.includes('/messages-'));
    expect(surveyChunk).toHaveLength(1);
    expect(surveyChunk[0]).not.toBe(fieldChunk);
    expect(readFileSync(join(DIST_DIR, surveyChunk[0]!), 'utf8')).not.toContain('Select location');
  });
});

const sourceText = new Map<string, string>();
{
  const filename = join(ROOT_DIR, 'locales/en-US/messages.po');
  const catalog = await formatter({ lineNumbers: false }).parse(readFileSync(filename, 'utf8'), { locale: 'en-US', sourceLocale: 'en-US', filename });
  for (const [id, entry] of Object.entries(catalog ?? {})) sourceText.set(id, entry.message ?? '');
}
