import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { messagePartOfRoute } from '../src/lib/message-parts';

/** One chunk of Vite's build manifest (`build.manifest`), as much of it as the weights need. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  /** The route file under src/routes, e.g. `checkpoint/index.tsx`. */
  route: string;
  /**
   * Gzipped JavaScript the browser must load before the route is interactive: entry, its static
   * imports, the route's and its layouts' chunks, and the en-US catalogue part the router loads
   * before the route renders (src/lib/message-parts.ts).
   */
  gzipBytes: number;
  /** The part of it that is the route's own (not in the entry). */
  ownGzipBytes: number;
  /** The files behind the figure, relative to the build folder. */
  files: string[];
}

export interface RouteWeights {
  entryGzipBytes: number;
  routes: RouteWeight[];
}

const ROUTES_PREFIX = 'src/routes/';
const SPLIT_SUFFIX = /\?tsr-split=.*$/;
const SOURCE_CATALOG = 'locales/en-US/messages.po';

/** The build's manifest; a clear error when there is no build to read. */
export function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`No build manifest at ${path}: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/**
 * The JavaScript weight of every route as the browser meets it: what a first visit to the route
 * downloads before it renders (static imports only: a chart library imported dynamically loads
 * after the page is usable). Sizes are gzip level 6, what the server's compression sends.
 */
export function routeWeights(distDir: string): RouteWeights {
  const manifest = readManifest(distDir);
  const gzipCache = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = file.endsWith('.js') ? gzipSync(readFileSync(join(distDir, file)), { level: 6 }).length : 0;
      gzipCache.set(file, size);
    }
    return size;
  };
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) continue;
      into.add(chunk.file);
      closure(chunk.imports ?? [], into);
    }
    return into;
  };
  const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipOf(file), 0);

  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entryFiles = closure(entryKeys);

  // Every split part of a route file (component, pending, error) under its file's name.
  const routeParts = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const source = (chunk.src ?? key).replace(SPLIT_SUFFIX, '');
    if (!source.startsWith(ROUTES_PREFIX) || source.endsWith('__root.tsx')) continue;
    const route = source.slice(ROUTES_PREFIX.length);
    routeParts.set(route, [...(routeParts.get(route) ?? []), key]);
  }

  // A route renders inside the layout routes (`route.tsx`) of the folders above it.
  const layoutsOf = (route: string) => {
    const layouts: string[] = [];
    for (let dir = posix.dirname(route); dir !== '.'; dir = posix.dirname(dir)) {
      const layout = `${dir}/route.tsx`;
      if (layout !== route && routeParts.has(layout)) layouts.push(layout);
    }
    return layouts;
  };

  const routes = [...routeParts.keys()]
    .filter((route) => !route.endsWith('/route.tsx'))
    .sort()
    .map((route) => {
      const part = messagePartOfRoute(route);
      const catalog = part === 'shell' ? [] : [`${SOURCE_CATALOG}?part=${part}`];
      const keys = [route, ...layoutsOf(route)].flatMap((name) => routeParts.get(name) ?? []).concat(catalog);
      const files = closure(keys, new Set(entryFiles));
      const gzipBytes = total(files);
      return { route, gzipBytes, ownGzipBytes: gzipBytes - total(entryFiles), files: [...files] };
    });
  return { entryGzipBytes: total(entryFiles), routes };
}

export const DIST_DIR = join(dirname(new URL(import.meta.url).pathname), '..', 'dist');

/** Where each route's budget is kept; `npm run budgets:routes` rewrites it from the current build. */
export const BUDGET_FILE = join(dirname(new URL(import.meta.url).pathname), '..', 'tests', 'unit', 'route-budgets.json');

export interface RouteBudgets {
  /** Gzipped bytes of the JavaScript every page starts with. */
  entry: number;
  /** Gzipped bytes a first visit to each route may load before it renders. */
  routes: Record<string, number>;
}

/** A budget with a little room (3 %, rounded up to the KiB), so a one-line change does not fail CI but a new library does. */
export const budgetFor = (bytes: number) => Math.ceil((bytes * 1.03) / 1024) * 1024;

export function budgetsOf(weights: RouteWeights): RouteBudgets {
  return {
    entry: budgetFor(weights.entryGzipBytes),
    routes: Object.fromEntries(weights.routes.map((route) => [route.route, budgetFor(route.gzipBytes)])),
  };
}
