import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** Header, one main region and footer; the skip link lets keyboard users pass the menus. */
export function PageShell({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {header}
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
