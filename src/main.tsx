import './app/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { afterFirstScreen } from './app/after-first-screen';
import { preloadFirstPage } from './app/first-page';
import { installNavigationEffects } from './app/navigation-effects';
import { AppProviders } from './app/providers';
import { registerServiceWorker } from './app/pwa';
import { router } from './app/router';
import { warmFormatters } from './app/warm-formatters';
import { startI18n, startupLocale } from './features/language';
import { ensureSessionStarted } from './features/session';
import { watchConnection } from './lib/connection';
import './styles/index.css';

installNavigationEffects(router);
watchConnection();
// The dev server has no precache to serve; a worker there would only serve stale modules. The
// worker's install downloads every file of the app, so it waits until the first screen is up.
if (import.meta.env.PROD) afterFirstScreen(router, registerServiceWorker);

// The locale (a ?lang= query first, then the stored choice) is applied before the first render,
// so the first page already speaks it. Its messages, the session's first call (which carries the
// same locale) and the first page's code start together rather than one after another: each
// would otherwise wait a round trip for the one before it.
const locale = startupLocale();
const i18nReady = startI18n(undefined, locale);
// A sign-in ticket's page reloads once the session is taken; by then the locale is stored.
void ensureSessionStarted({ locale, beforeReload: i18nReady });
// In a task of its own, right after this one: matching the address and inserting a preload link
// per chunk of its page take tens of milliseconds on a phone, which would otherwise lengthen the
// entry's evaluation, a task the browser cannot interrupt. The requests leave a moment later.
const firstPath = location.pathname;
setTimeout(() => preloadFirstPage(router, firstPath, locale), 0);
warmFormatters(locale);

// The first render runs in a transition lane: React renders a blocking-lane update (a plain
// root.render) as one uninterrupted task, while a transition yields to the browser every few
// milliseconds, so mounting the first screen does not block the main thread for hundreds of ms.
void i18nReady.finally(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders />
      </StrictMode>,
    );
  });
});
