import type { ReactNode } from 'react';
import { FieldSyncProvider } from '../../state';
import { SyncStatusBar } from '../sync-status';
import './fleet-survey.css';
import './forms.css';
import './location.css';

/**
 * The frame of every survey-module page: the sync bar first (what is unsent is always in
 * sight), then the page's one h1, then content once the field database is open.
 */
export function FieldPage({ title, lead, actions, children }: { title: string; lead?: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  return (
    <div className="page field-page">
      <SyncStatusBar />
      <div className="page-header field-page-header">
        <div>
          <h1 className="page-title">{title}</h1>
          {lead && <div className="page-lead">{lead}</div>}
        </div>
        {actions && <div className="field-page-actions">{actions}</div>}
      </div>
      <FieldSyncProvider>{children}</FieldSyncProvider>
    </div>
  );
}
