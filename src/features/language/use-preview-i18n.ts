import { i18n as appI18n, setupI18n, type I18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { loadLocaleMessages } from './activate-locale';
import { loadCatalog, SOURCE_MESSAGES } from './catalogs';
import { isLocale, SOURCE_LOCALE } from './app-links';

/**
 * A second Lingui instance for the chooser: picking a language re-labels the dialog in that
 * language before the choice is applied, while the rest of the portal stays as it is. It starts
 * with the app's current messages so the dialog opens without a flash.
 */
export function usePreviewI18n(locale: string): I18n {
  const [preview] = useState(() => {
    const current = appI18n.locale || SOURCE_LOCALE;
    const messages = appI18n.locale ? appI18n.messages : SOURCE_MESSAGES;
    return setupI18n({ locale: current, messages: { [current]: messages } });
  });
  useEffect(() => {
    if (preview.locale === locale) return;
    let cancelled = false;
    // The shipped catalog is enough for a preview; the server pack is merged when applied. A
    // locale an administrator added has only the pack.
    (isLocale(locale) ? loadCatalog(locale) : loadLocaleMessages(locale).then((loaded) => loaded.messages))
      .then((messages) => {
        if (cancelled) return;
        preview.load(locale, messages);
        preview.activate(locale);
      })
      .catch(() => {
        // The preview keeps its current language; Continue still applies (or falls back).
      });
    return () => {
      cancelled = true;
    };
  }, [locale, preview]);
  return preview;
}
