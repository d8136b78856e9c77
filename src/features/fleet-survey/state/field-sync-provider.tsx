import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFieldSync } from './use-field-sync';

/**
 * Renders its children once the field database is open (or known to be unavailable), so the
 * screens inside can rely on useFieldSync() being non-null.
 */
export function FieldSyncProvider({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const fieldSync = useFieldSync();
  if (!fieldSync) {
    return (
      fallback ?? (
        <p className="field-opening" role="status">
          <Trans>Opening the data saved on this device…</Trans>
        </p>
      )
    );
  }
  return <>{children}</>;
}
