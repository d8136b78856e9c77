import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { screensForUser } from './portal-screens';
import { sessionAtom, type AppSetup } from './app-links';

type HeaderTab = AppSetup['header_content']['tabs'][number];

/**
 * The header tab of the portal's own screens, built for the signed-in user in their language:
 * the site content's tabs lead elsewhere, this one to every screen the user may open here.
 */
export function usePortalScreensTab(): HeaderTab | null {
  const { t, i18n } = useLingui();
  const { user } = useAtomValue(sessionAtom);
  return useMemo(() => {
    if (!user) return null;
    const links = screensForUser(user).map((screen) => ({ name: i18n._(screen.label), url: screen.path, sso_id: null, new_window: false }));
    return links.length ? { name: t`Portal screens`, links } : null;
  }, [user, t, i18n]);
}
