import { createRootRouteWithContext, Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from '../app/after-first-screen';
import { requestBackgroundReplay, UpdatePrompt } from '../app/pwa';
import type { RouterContext } from '../app/router-context';
import { DeferredMount } from '../components/layout/deferred-mount';
import { GlobalLoader } from '../components/layout/global-loader';
import { NotFoundRedirect } from '../components/layout/not-found-redirect';
import { PageShell } from '../components/layout/page-shell';
import { PopupsHost } from '../components/layout/popups-host';
import { StartupSplash } from '../components/layout/startup-splash';
import { ensureMessageParts, LanguageChooser } from '../features/language';
import { Footer, Header, homeLinkForGroup } from '../features/layout';
import { UnitsChooser } from '../features/units-choice';
import { guardPage, logout, signInUrl, useLogout, useSessionTimeout } from '../features/session';
import { messagePartsOfRoutes } from '../lib/message-parts';
import { fieldStoreOnDevice, fieldStoreOpenAtom } from '../lib/field-store';
import { sessionAtom, type PopupKind } from '../lib/store';

/**
 * The offline store and its sync engine load once the first screen is up (afterFirstScreen), not
 * before it: a manager opening a report never waits for them, their code does not compete with
 * the screen's on a slow network, and a technician's queue starts replaying as soon as they
 * arrive (from the service worker's cache when offline). Only on a device that holds the field
 * database, or once a field screen opens it: a desktop that never surveyed has nothing to send,
 * and opening the database there cost each report screen tens of milliseconds of main thread.
 */
const FieldSyncBoot = lazy(() => import('../features/fleet-survey/state/field-sync-boot').then((module) => ({ default: module.FieldSyncBoot })));

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation passes the session and permission guard; its answer decides whether the page
  // renders. A page that renders first gets its catalogue part, so it never shows untranslated text.
  beforeLoad: async ({ location, matches }) => {
    const messages = ensureMessageParts(messagePartsOfRoutes(matches.map((match) => match.routeId)));
    const access = await guardPage(location);
    if (access === 'granted') await messages;
    else messages.catch(() => {});
    return { access };
  },
  component: RootLayout,
  pendingComponent: StartupSplash,
  notFoundComponent: NotFoundRedirect,
});

/**
 * The first page appears once the session guard answers, an update the router hands React in one
 * uninterrupted task: mounting the header, footer and page there kept a phone's main thread busy
 * for over 100 ms after the first paint. The splash stays for that update and the layout mounts
 * in a deferred pass split into short tasks; later navigations render as before.
 */
function RootLayout() {
  return (
    <DeferredMount fallback={<StartupSplash />}>
      <PortalLayout />
    </DeferredMount>
  );
}

function PortalLayout() {
  const { access } = Route.useRouteContext();
  const location = useLocation();
  const router = useRouter();
  const { user } = useAtomValue(sessionAtom);
  const logoutMutation = useLogout();
  useSessionTimeout();
  const [fieldStoreFound, setFieldStoreFound] = useState(false);
  const fieldStoreOpen = useAtomValue(fieldStoreOpenAtom);
  useEffect(() => afterFirstScreen(router, () => void fieldStoreOnDevice().then(setFieldStoreFound)), [router]);

  const onPopupClosed = (kind: PopupKind) => {
    if (kind === 'session-timeout') void logout();
    else if (kind === 'permissions' || kind === 'tire-management-permission') void router.navigate({ to: '/' });
    else if (kind === 'portal-permissions') window.location.assign(homeLinkForGroup(user?.group).href);
  };

  const header = (
    <Header
      languageChooser={<LanguageChooser />}
      unitsChooser={<UnitsChooser />}
      signInHref={signInUrl({ pathname: location.pathname, search: location.searchStr })}
      onLogout={() => logoutMutation.mutate()}
      loggingOut={logoutMutation.isPending}
    />
  );

  return (
    <>
      <PageShell header={header} footer={<Footer />}>
        {/* A page the user may not open is not rendered at all; the popup says why. */}
        {access === 'granted' && <Outlet />}
      </PageShell>
      <PopupsHost onClosed={onPopupClosed} />
      <UpdatePrompt />
      <GlobalLoader />
      {(fieldStoreFound || fieldStoreOpen) && (
        <Suspense fallback={null}>
          <FieldSyncBoot requestWakeUp={requestBackgroundReplay} />
        </Suspense>
      )}
    </>
  );
}
