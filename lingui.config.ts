import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { ALL_LOCALES, SOURCE_LOCALE } from './contract/locales';

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...ALL_LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'] }],
  format: formatter({ lineNumbers: false }),
});
