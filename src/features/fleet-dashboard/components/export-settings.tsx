import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useBasketChange } from '../api';
import { REPORT_LABELS, type TabKey } from '../labels';
import type { BasketEntry } from '../app-links';
import { dashboardAtom } from '../state';

const FIELDS = ['customerName', 'title', 'subtitle'] as const;

/**
 * The exports' titles (spec 2 §3 "export titles": customer name, title, subtitle, default) and
 * each basket entry's comment (kept with the entry on the server, saved when the field is left).
 */
export function ExportSettings({ tab, entries }: { tab: TabKey; entries: BasketEntry[] }) {
  const { t, i18n } = useLingui();
  const [dashboard, setDashboard] = useAtom(dashboardAtom);
  const titles = dashboard.exportTitles;
  const change = useBasketChange();
  const [comments, setComments] = useState<Record<string, string>>({});
  const labels = { customerName: t`Customer name`, title: t`Title`, subtitle: t`Subtitle` };
  const setTitles = (patch: Partial<typeof titles>) => setDashboard((state) => ({ ...state, exportTitles: { ...state.exportTitles, ...patch } }));
  const saveComment = (entry: BasketEntry, comment: string) => {
    if (comment !== entry.models.comment) change.mutate({ action: 'add', tab, entry: { ...entry, models: { ...entry.models, comment } } });
  };

  return (
    <details className="fd-export-settings">
      <summary>
        <Trans>Titles and comments</Trans>
      </summary>
      <label className="fd-check">
        <input type="checkbox" checked={titles.isDefault} onChange={(event) => setTitles({ isDefault: event.target.checked })} />
        <Trans>Default titles (account name and dates)</Trans>
      </label>
      {FIELDS.map((field) => (
        <label key={field} className="field">
          <span className="field-label">{labels[field]}</span>
          <input type="text" maxLength={200} value={titles[field]} disabled={titles.isDefault} onChange={(event) => setTitles({ [field]: event.target.value })} />
        </label>
      ))}
      {entries.map((entry) => (
        <label key={entry.report_type} className="field">
          <span className="field-label">{t`Comment on ${i18n._(REPORT_LABELS[entry.report_type])}`}</span>
          <textarea
            rows={2}
            maxLength={2000}
            value={comments[entry.report_type] ?? entry.models.comment}
            onChange={(event) => setComments((all) => ({ ...all, [entry.report_type]: event.target.value }))}
            onBlur={(event) => saveComment(entry, event.target.value)}
          />
        </label>
      ))}
    </details>
  );
}
