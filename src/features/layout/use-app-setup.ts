import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { appSetupAtom, localeAtom, readJson, sessionAtom, STORAGE_KEYS, type AppSetup } from './app-links';
import { translateFooter, translateHeader } from './menu-words';
import type { LinkContext } from './outbound-url';

type Menus = { header: AppSetup['header_content'] | null; footer: AppSetup['footer_content'] | null };

/**
 * Header and footer menus from the store, else the copies kept in local storage (offline start),
 * in the reader's language. They are translated on each render: i18n stays one object across a
 * change of language, so it cannot key a memo, and the menus are a few dozen words.
 */
export function useMenus(): Menus {
  const setup = useAtomValue(appSetupAtom);
  const { i18n } = useLingui();
  const stored = useMemo(
    () => ({
      header: setup?.header_content ?? readJson<AppSetup['header_content']>(STORAGE_KEYS.header),
      footer: setup?.footer_content ?? readJson<AppSetup['footer_content']>(STORAGE_KEYS.footer),
    }),
    [setup],
  );
  return { header: stored.header && translateHeader(i18n, stored.header), footer: stored.footer && translateFooter(i18n, stored.footer) };
}

export function useLinkContext(): LinkContext {
  const { token } = useAtomValue(sessionAtom);
  const locale = useAtomValue(localeAtom);
  const signedIn = Boolean(token);
  return useMemo(() => ({ signedIn, locale }), [signedIn, locale]);
}
