import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { sessionAtom } from './app-links';
import { HeaderTabs } from './header-tabs';
import { homeLinkForGroup } from './home-link';
import { useHomeLabel } from './home-label';
import { MenuLink } from './menu-link';
import { PortalLogo } from './portal-logo';
import { usePortalScreensTab } from './use-portal-screens-tab';
import { useLinkContext, useMenus } from './use-app-setup';

export interface HeaderProps {
  /** The language and region chooser, supplied by the page that composes the header. */
  languageChooser?: ReactNode;
  /** The signed-in user's units and dates choice, supplied the same way. */
  unitsChooser?: ReactNode;
  signInHref: string;
  onLogout: () => void;
  loggingOut?: boolean;
}

const NARROW = '(max-width: 767.98px)';

/** True below 768 px, where the menu folds behind a button. */
function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return narrow;
}

export function Header({ languageChooser, unitsChooser, signInHref, onLogout, loggingOut }: HeaderProps) {
  const { t } = useLingui();
  const { user } = useAtomValue(sessionAtom);
  const { header } = useMenus();
  const screensTab = usePortalScreensTab();
  const tabs = useMemo(() => (screensTab ? [screensTab, ...(header?.tabs ?? [])] : (header?.tabs ?? [])), [screensTab, header]);
  const context = useLinkContext();
  const home = homeLinkForGroup(user?.group);
  const homeLabel = useHomeLabel(home.destination);
  const narrow = useNarrowScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);
  // Folded away only on narrow screens; on wide ones the menu is always there.
  const hidden = narrow && !menuOpen;

  return (
    <header className="site-header">
      <div className="header-bar">
        <a className="header-brand" href={home.href}>
          <PortalLogo />
          <span className="header-brand-text">
            <span className="header-brand-name">Fleet Tire Portal</span>
            <span className="header-brand-home">{homeLabel}</span>
          </span>
        </a>
        <button type="button" className="header-menu-button" aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((open) => !open)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <Trans>Menu</Trans>
        </button>
      </div>
      <div id={menuId} className="header-menu" data-open={menuOpen || undefined} inert={hidden}>
        <div className="header-menu-inner">
          <nav className="header-nav" aria-label={t`Main menu`}>
            <HeaderTabs tabs={tabs} context={context} onNavigate={closeMenu} />
          </nav>
          <div className="header-utilities">
            {header && user && (
              <MenuLink link={{ name: t`My info`, url: header.my_info_url, sso_id: null, new_window: true }} context={context} className="header-utility" />
            )}
            {header && <MenuLink link={{ name: t`Contact us`, url: header.contact_url, sso_id: null, new_window: false }} context={context} className="header-utility" />}
            {header && <MenuLink link={{ name: t`All sites`, url: header.all_sites_url, sso_id: null, new_window: true }} context={context} className="header-utility" />}
            {languageChooser && <div className="header-language">{languageChooser}</div>}
            {user && unitsChooser && <div className="header-language">{unitsChooser}</div>}
            {user ? (
              <span className="header-account">
                <span className="header-user" title={user.email}>
                  {user.user_name} {user.user_last_name}
                </span>
                <button type="button" className="header-logout" onClick={onLogout} disabled={loggingOut}>
                  <Trans>Log out</Trans>
                </button>
              </span>
            ) : (
              <a className="header-login" href={signInHref}>
                <Trans>Log in</Trans>
              </a>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
