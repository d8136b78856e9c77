import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function LoadingState({ children }: { children?: ReactNode }) {
  return (
    <div className="fs-state" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{children ?? <Trans>Loading…</Trans>}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="fs-state fs-state-empty">
      <p className="fs-state-title">{title}</p>
      {children && <div>{children}</div>}
    </div>
  );
}

export function ErrorState({ title, message, action }: { title: ReactNode; message?: ReactNode; action?: ReactNode }) {
  return (
    <div className="fs-state fs-state-error" role="alert">
      <p className="fs-state-title">{title}</p>
      {message && <p>{message}</p>}
      {action}
    </div>
  );
}

/** A short note above a list, e.g. that it shows only this device's data. */
export function Note({ tone = 'info', children }: { tone?: 'info' | 'warning'; children: ReactNode }) {
  return (
    <p className="fs-note" data-tone={tone}>
      {children}
    </p>
  );
}
