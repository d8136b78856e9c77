import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SyncEngine } from '../../sync';
import { dayAsDate, formatDay, surveyDay } from '../shared/dates';
import { AttentionItemCard } from './attention-item';
import type { ChangeGroup } from './change-groups';

/**
 * One line of the waiting list: a unit's changes in a survey (or a unit's, or a survey's own),
 * how many and since when; it opens on the changes themselves with their ways out.
 */
export function ChangeGroupItem({ group, engine, initiallyOpen }: { group: ChangeGroup; engine: SyncEngine; initiallyOpen: boolean }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(initiallyOpen);
  const day = surveyDay(group.surveyDate);
  const survey = day ? formatDay(dayAsDate(day), i18n.locale, 'medium') : null;
  const unitNumber = group.unitNumber;
  const since = i18n.date(new Date(group.oldest), { dateStyle: 'medium', timeStyle: 'short' });
  const count = group.changes.length;

  return (
    <li className="sync-change-group" data-unit={unitNumber ?? undefined} data-survey={group.surveyLocalId ?? undefined} data-count={count}>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="sync-change-summary">
          <span className="sync-change-title">
            {unitNumber && group.surveyLocalId ? (
              survey ? (
                <Trans>
                  Unit {unitNumber} · survey of {survey}
                </Trans>
              ) : (
                <Trans>Unit {unitNumber} · survey</Trans>
              )
            ) : unitNumber ? (
              <Trans>Unit {unitNumber}</Trans>
            ) : group.surveyLocalId ? (
              survey ? (
                <Trans>Survey of {survey}</Trans>
              ) : (
                <Trans>Survey</Trans>
              )
            ) : (
              <Trans>Other changes</Trans>
            )}
          </span>
          <span className="sync-change-facts">
            <Plural value={count} one="# change" other="# changes" />
            {' · '}
            <Trans>waiting since {since}</Trans>
            {group.needsUser > 0 && (
              <span className="sync-chip" data-tone="error">
                <Plural value={group.needsUser} one="# needs attention" other="# need attention" />
              </span>
            )}
          </span>
        </summary>
        <ul className="sync-attention-list">
          {group.changes.map((item) => (
            <AttentionItemCard key={item.id} item={item} engine={engine} />
          ))}
        </ul>
      </details>
    </li>
  );
}
