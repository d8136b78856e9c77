import { formatter } from '@lingui/format-po';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { MESSAGE_PARTS, messagePartOfRoute, type MessagePart } from '../src/lib/message-parts.ts';

/**
 * Which message ids each part of the catalogues carries (src/app/message-parts.ts says why there
 * are parts). The source of truth stays one `.po` per locale, written by `npm run i18n:extract`:
 * its `#:` origins name the files using each message, and an import walk from each part's route
 * files names the files each part reaches. A message lands in every part whose code uses it, so
 * a part is complete on its own; `shell` holds what the entry's own code uses and the other
 * parts leave those out. Over-reaching is safe (a message shipped twice), missing one is not, so
 * the walk follows every import, static, dynamic and type-only.
 */

export const ROOT_DIR = resolve(dirname(new URL(import.meta.url).pathname), '..');
const ROUTES_DIR = 'src/routes';
/** The code every page starts with: the app's entry and the root layout with its lazy pieces. */
const SHELL_ENTRY = 'src/main.tsx';
const SOURCE_CATALOG = 'locales/en-US/messages.po';

const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(fromFile: string, specifier: string, rootDir: string): string | null {
  const base = resolve(rootDir, dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(rootDir, candidate);
  }
  return null;
}

const isRouteFile = (file: string) => file.startsWith(`${ROUTES_DIR}/`);

/** The source files reached from `starts`, not entering route files other than the starts themselves. */
export function reachableFiles(starts: readonly string[], rootDir: string = ROOT_DIR): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(join(rootDir, file), 'utf8');
    for (const match of source.matchAll(IMPORT_PATTERN)) {
      const target = resolveImport(file, match[1]!, rootDir);
      if (!target || seen.has(target)) continue;
      // The route tree imports every route; each route's code belongs to its own part.
      if (isRouteFile(target) && !starts.includes(target)) continue;
      pending.push(target);
    }
  }
  return seen;
}

export function routeFiles(rootDir: string = ROOT_DIR): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(rootDir, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(`${dir}/${entry.name}`) : /\.tsx?$/.test(entry.name) ? [`${dir}/${entry.name}`] : [],
    );
  return walk(ROUTES_DIR);
}

/** Message ids by the source files using them, from the source catalogue's origins. */
export async function messageIdsByFile(rootDir: string = ROOT_DIR): Promise<Map<string, Set<string>>> {
  const filename = join(rootDir, SOURCE_CATALOG);
  const catalog = await formatter({ lineNumbers: false }).parse(readFileSync(filename, 'utf8'), { locale: 'en-US', sourceLocale: 'en-US', filename });
  const byFile = new Map<string, Set<string>>();
  for (const [id, entry] of Object.entries(catalog ?? {})) {
    for (const [file] of entry.origin ?? []) {
      const ids = byFile.get(file) ?? new Set<string>();
      ids.add(id);
      byFile.set(file, ids);
    }
  }
  return byFile;
}

export type CatalogParts = Record<MessagePart, Set<string>>;

/** The message ids of every part. */
export async function catalogParts(rootDir: string = ROOT_DIR): Promise<CatalogParts> {
  const idsByFile = await messageIdsByFile(rootDir);
  const routes = routeFiles(rootDir);
  const startsOf = (part: MessagePart) => routes.filter((file) => messagePartOfRoute(file.slice(ROUTES_DIR.length + 1)) === part);
  const idsOf = (files: Set<string>) => new Set([...files].flatMap((file) => [...(idsByFile.get(file) ?? [])]));

  const shell = idsOf(reachableFiles([SHELL_ENTRY, ...startsOf('shell')], rootDir));
  const parts = { shell } as CatalogParts;
  for (const part of MESSAGE_PARTS) {
    if (part === 'shell') continue;
    parts[part] = new Set([...idsOf(reachableFiles(startsOf(part), rootDir))].filter((id) => !shell.has(id)));
  }
  return parts;
}
