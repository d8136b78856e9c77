import './app/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installNavigationEffects } from './app/navigation-effects';
import { AppProviders } from './app/providers';
import { registerServiceWorker } from './app/pwa';
import { router } from './app/router';
import { startI18n } from './features/language';
import { watchConnection } from './lib/connection';
import './styles/index.css';

installNavigationEffects(router);
watchConnection();
// The dev server has no precache to serve; a worker there would only serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();

// The locale (a ?lang= query first, then the stored choice) is applied before the first render,
// so the first page already speaks it and the session's first call sends it.
// The first render runs in a transition lane: React renders a blocking-lane update (a plain
// root.render) as one uninterrupted task, while a transition yields to the browser every few
// milliseconds, so mounting the first screen does not block the main thread for hundreds of ms.
void startI18n().finally(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders />
      </StrictMode>,
    );
  });
});
