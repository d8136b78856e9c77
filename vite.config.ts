import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import pureZodBuilders from './scripts/babel-pure-zod-builders.ts';
import { catalogVersion } from './locales/catalog-version.ts';
import { linguiCatalogParts } from './scripts/vite-catalog-parts.ts';
import { pacedPreload } from './scripts/vite-paced-preload.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Fleet Tire Portal',
  short_name: 'Tire Portal',
  description: 'Tire pressure, tread depth and fleet reports for commercial fleets and their dealers; fleet surveys work offline.',
  lang: 'en-US',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#0b1f4b',
  background_color: '#f3f5f9',
  categories: ['business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [{ name: 'Fleet survey', short_name: 'Survey', description: 'Fleet locations and their surveys', url: '/locations' }],
};

/**
 * @lingui/core imports the message compiler for development use only; in a production build that
 * import would still pin the compiler (about 10 KiB gzipped) into the entry. The portal compiles
 * only a server language pack that changes a word, and loads the compiler for it on demand.
 */
const LINGUI_DEV_COMPILER = '\0lingui-core-no-compiler';
const linguiCoreWithoutCompiler: Plugin = {
  name: 'lingui-core-without-compiler',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '@lingui/message-utils/compileMessage' && importer?.includes('/node_modules/@lingui/core/')) return LINGUI_DEV_COMPILER;
    return null;
  },
  load(id) {
    return id === LINGUI_DEV_COMPILER ? 'export const compileMessage = undefined;' : null;
  },
};

export default defineConfig({
  // The language pack request names it, so a server with the same catalogues sends only the database's changes.
  define: { __CATALOG_VERSION__: JSON.stringify(catalogVersion(fileURLToPath(new URL('./locales', import.meta.url)))) },
  plugins: [
    linguiCoreWithoutCompiler,
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    // pureZodBuilders: a contract schema no screen uses stays out of the bundle (see its file).
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro', pureZodBuilders] }),
    lingui(),
    // Each locale's catalogue in parts (shell, field, admin, reports), each loaded with its screens.
    linguiCatalogParts(),
    // A screen's 20-35 preload links go in a few per task, not in one long task (see its file).
    pacedPreload(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'service-worker.ts',
      // The app registers with workbox-window and asks before activating a new version.
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // The png glob below already precaches the icons; listing them again would duplicate them.
      includeManifestIcons: false,
      injectManifest: {
        // Every chunk, so each route and locale catalog opens offline, and the barcode reader's
        // WebAssembly (about 1 MB), so a VIN scans without signal. The webmanifest is added by the
        // plugin itself; globbing it too would precache it twice. Source maps stay out.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,wasm}'],
        // The chart library (about 1 MB) serves only online reports; installed tablets need not carry it.
        globIgnores: ['**/fleet-chart-*.js', '**/report-chart-*.js', '**/react-apexcharts*.js'],
        // The main chunk is about 0.5 MB and the barcode reader's .wasm about 1.1 MB; leave room for
        // growth instead of silently dropping either.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies beside each text file and the .wasm, served as they are
    // (server/plugins/static-app.ts): a first visit on a slow network fetches a third of the bytes.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|svg|json|webmanifest|wasm)$/, exclude: /\.map$/ }),
  ],
  server: {
    proxy: { '/api': apiTarget, '/membership': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by the route-weight budget (bench/route-weight.ts, tests/unit/route-weight.test.ts); not served.
    manifest: true,
  },
});
