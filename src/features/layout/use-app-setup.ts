import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { appSetupAtom, localeAtom, readJson, sessionAtom, STORAGE_KEYS, type AppSetup } from './app-links';
import type { LinkContext } from './outbound-url';

type Menus = { header: AppSetup['header_content'] | null; footer: AppSetup['footer_content'] | null };

/** Header and footer menus from the store, else the copies kept in local storage (offline start). */
export function useMenus(): Menus {
  const setup = useAtomValue(appSetupAtom);
  return useMemo(
    () => ({
      header: setup?.header_content ?? readJson<AppSetup['header_content']>(STORAGE_KEYS.header),
      footer: setup?.footer_content ?? readJson<AppSetup['footer_content']>(STORAGE_KEYS.footer),
    }),
    [setup],
  );
}

export function useLinkContext(): LinkContext {
  const { token } = useAtomValue(sessionAtom);
  const locale = useAtomValue(localeAtom);
  const signedIn = Boolean(token);
  return useMemo(() => ({ signedIn, locale }), [signedIn, locale]);
}
