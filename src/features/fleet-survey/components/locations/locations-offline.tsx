import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { OfflineNotice } from '../../../../components/online-only';

/** In place of a server list of locations offline: it needs a connection; the device's own locations stay open. */
export function LocationsOffline({ title }: { title: ReactNode }) {
  return (
    <OfflineNotice headingLevel={3} title={title}>
      <Trans>The locations saved on this device stay open offline.</Trans>
    </OfflineNotice>
  );
}
