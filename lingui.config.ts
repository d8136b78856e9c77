import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { ALL_LOCALES, SOURCE_LOCALE } from './contract/locales';
import { LOCALE_FALLBACKS } from './locales/fallbacks';

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...ALL_LOCALES],
  fallbackLocales: {
    ...Object.fromEntries(Object.entries(LOCALE_FALLBACKS).map(([locale, chain]) => [locale, [...chain]])),
    default: SOURCE_LOCALE,
  },
  // Tests call i18n._ with made-up ids; they are not portal messages.
  catalogs: [
    // The membership sign-in page is written by the server, yet its words are the portal's own.
    { path: '<rootDir>/locales/{locale}/messages', include: ['src', 'contract/membership-messages.ts'], exclude: ['**/*.test.ts', '**/*.test.tsx'] },
    // The words of exported files, read by the server only (server/exports/export-i18n.ts).
    {
      path: '<rootDir>/locales/{locale}/exports',
      include: ['server', 'contract'],
      exclude: ['**/*.test.ts', '**/__fixtures__/**', 'contract/membership-messages.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
