/** The version of the screens' catalogues this build was made from (locales/catalog-version.ts; vite.config.ts). */
declare const __CATALOG_VERSION__: string;
