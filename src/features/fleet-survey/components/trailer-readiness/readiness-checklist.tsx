import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useUnsavedWork } from '../../../../lib/unsaved-work';
import { TRAILER_READINESS_FIELDS_KEY, useTrailerReadinessReport, type ReadinessField } from '../../api/inspection';
import { findTrailerReadiness, saveTrailerReadinessLocally, type TrailerReadinessRecord } from '../../data';
import { useFieldQuery, useFieldWrite, useOnline, useReferenceValue } from '../../state';
import { SyncNote } from '../shared/sync-note';
import { useWriteError } from '../shared/write-error';
import { pickReadinessSource, readinessPassed, toReadinessValue, unansweredCount, type ReadinessAnswer, type ReadinessValue } from './readiness-rules';
import { ReadinessRow } from './readiness-row';
import '../shared/inspection.css';
import './trailer-readiness.css';

export interface ReadinessChecklistProps {
  surveyLocalId: string;
  unitLocalId: string;
  /** For reading what the server has (another device's checklist), when online. */
  surveyServerId: number | null;
  unitNumber: string;
  readOnly: boolean;
}

type Answers = Record<number, ReadinessAnswer>;

function fromRecord(record: TrailerReadinessRecord): Answers {
  return Object.fromEntries(record.data.answers.map((a) => [a.field_id, { value: a.selected_value, notes: a.notes ?? '' }]));
}

/**
 * The trailer checklist of a survey. Saving keeps the answers on the device and queues them
 * (save_trailer_readiness), like readings: it works without signal, shows at once from the
 * device with its sync state, and reaches the server with the next replay. With signal the
 * server's checklist (saved on another device) is shown while this device has nothing newer.
 */
export function ReadinessChecklist({ surveyLocalId, unitLocalId, surveyServerId, unitNumber, readOnly }: ReadinessChecklistProps) {
  const { t } = useLingui();
  const online = useOnline();
  const headingId = useId();
  const write = useFieldWrite();
  const { error, report: reportError, clear } = useWriteError();
  const fields = useReferenceValue<{ fields: ReadinessField[] }>(TRAILER_READINESS_FIELDS_KEY)?.fields ?? null;
  const local = useFieldQuery(async (db) => (await findTrailerReadiness(db, surveyLocalId, unitLocalId)) ?? null, [surveyLocalId, unitLocalId], null);
  const report = useTrailerReadinessReport(surveyServerId, online);
  const [answers, setAnswers] = useState<Answers | null>(null);
  const [saving, setSaving] = useState(false);

  // The answers on the server, matched by field name.
  const stored = report.data?.model.units.find((u) => u.unit_number === unitNumber) ?? null;
  const fromServer: Answers = {};
  for (const field of fields ?? []) {
    const answer = stored?.fields.find((f) => f.name === field.name);
    if (answer) fromServer[field.id] = { value: toReadinessValue(answer.selected_value), notes: answer.notes ?? '' };
  }
  const source = pickReadinessSource(local ?? null, stored ? report.dataUpdatedAt : null);
  const current = answers ?? (source === 'device' ? fromRecord(local!) : source === 'server' ? fromServer : {});
  const dirty = answers !== null;
  useUnsavedWork(`trailer-readiness-${surveyLocalId}-${unitLocalId}`, dirty);

  const ids = (fields ?? []).map((f) => f.id);
  const passed = readinessPassed(ids, current);
  const open = unansweredCount(ids, current);

  const save = async () => {
    clear();
    setSaving(true);
    try {
      const answered = ids.filter((id) => current[id]?.value).map((id) => ({ field_id: id, selected_value: current[id]!.value as ReadinessValue, notes: current[id]!.notes.trim() || null }));
      await write((db) => saveTrailerReadinessLocally(db, { surveyLocalId, unitLocalId, answers: answered }));
      setAnswers(null);
    } catch (failure) {
      reportError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="fsi-readiness" aria-labelledby={headingId} data-sync-state={local?.syncState ?? 'none'}>
      <div className="fsi-section-head">
        <h3 id={headingId} className="panel-title">
          {t`Trailer readiness`}
        </h3>
        <span className="fsi-readiness-verdict" data-passed={passed ? '' : undefined}>
          <span aria-hidden="true">{passed ? '✓' : '✕'}</span> {passed ? t`Passes` : open > 0 ? t`${open} not answered` : t`Fails`}
        </span>
      </div>
      {fields === null ? (
        <p className="fsi-empty-note">{t`The checklist is not on this device yet; open the survey once with signal.`}</p>
      ) : (
        <ol className="fsi-readiness-list">
          {fields.map((field) => (
            <ReadinessRow
              key={field.id}
              field={field}
              answer={current[field.id] ?? { value: null, notes: '' }}
              isReadOnly={readOnly}
              onChange={(answer) => setAnswers({ ...current, [field.id]: answer })}
            />
          ))}
        </ol>
      )}
      {error && (
        <p role="alert" className="fsi-form-error">
          {error}
        </p>
      )}
      {fields && (
        <div className="fsi-form-actions">
          {!readOnly && (
            <Button data-action="save-readiness" isDisabled={!dirty || saving} onPress={() => void save()}>
              {saving ? t`Saving…` : t`Save`}
            </Button>
          )}
          {local && !dirty && <SyncNote state={local.syncState} />}
        </div>
      )}
    </section>
  );
}
