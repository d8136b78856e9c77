import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useUnsavedWork } from '../../../../app/pwa';
import { inspectionKeys, TRAILER_READINESS_FIELDS_KEY, useSaveTrailerReadiness, useTrailerReadinessReport, type ReadinessField } from '../../api/inspection';
import { useOnline, useReferenceValue } from '../../state';
import { readinessPassed, toReadinessValue, unansweredCount, type ReadinessAnswer } from './readiness-rules';
import { ReadinessRow } from './readiness-row';
import '../inspection/inspection.css';
import './trailer-readiness.css';

export interface ReadinessChecklistProps {
  surveyServerId: number | null;
  unitServerId: number | null;
  unitNumber: string;
  readOnly: boolean;
}

type Answers = Record<number, ReadinessAnswer>;

/**
 * The trailer checklist of a survey. The data layer has no outbox operation for it, so it is
 * sent directly and needs signal; the screen says so rather than pretending it is kept.
 */
export function ReadinessChecklist({ surveyServerId, unitServerId, unitNumber, readOnly }: ReadinessChecklistProps) {
  const { t } = useLingui();
  const online = useOnline();
  const headingId = useId();
  const fields = useReferenceValue<{ fields: ReadinessField[] }>(TRAILER_READINESS_FIELDS_KEY)?.fields ?? null;
  const report = useTrailerReadinessReport(surveyServerId, online);
  const save = useSaveTrailerReadiness();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Answers | null>(null);
  const [saved, setSaved] = useState<boolean | null>(null);

  // The answers already on the server, matched by field name, until the technician edits.
  const stored = report.data?.model.units.find((u) => u.unit_number === unitNumber) ?? null;
  const fromServer: Answers = {};
  for (const field of fields ?? []) {
    const answer = stored?.fields.find((f) => f.name === field.name);
    if (answer) fromServer[field.id] = { value: toReadinessValue(answer.selected_value), notes: answer.notes ?? '' };
  }
  const current = answers ?? fromServer;
  const dirty = answers !== null;
  useUnsavedWork(`trailer-readiness-${surveyServerId}-${unitNumber}`, dirty);

  const ids = (fields ?? []).map((f) => f.id);
  const passed = readinessPassed(ids, current);
  const open = unansweredCount(ids, current);
  const canSend = online && surveyServerId !== null && unitServerId !== null && !readOnly;

  const submit = () => {
    const body = {
      survey_id: surveyServerId!,
      unit_id: unitServerId!,
      answers: ids.filter((id) => current[id]?.value).map((id) => ({ field_id: id, selected_value: current[id]!.value!, notes: current[id]!.notes.trim() || null })),
    };
    save.mutate(body, {
      onSuccess: (result) => {
        setSaved(result.passed);
        setAnswers(null);
        void queryClient.invalidateQueries({ queryKey: inspectionKeys.readinessReport(surveyServerId) });
      },
    });
  };

  return (
    <section className="fsi-readiness" aria-labelledby={headingId}>
      <div className="fsi-section-head">
        <h3 id={headingId} className="panel-title">
          {t`Trailer readiness`}
        </h3>
        <span className="fsi-readiness-verdict" data-passed={passed ? '' : undefined}>
          <span aria-hidden="true">{passed ? '✓' : '✕'}</span> {passed ? t`Passes` : open > 0 ? t`${open} not answered` : t`Fails`}
        </span>
      </div>
      {!canSend && !readOnly && (
        <p className="fsi-needs-connection" role="status">
          {surveyServerId === null || unitServerId === null
            ? t`Needs connection: the checklist can be sent once this survey and unit have reached the server.`
            : t`Needs connection: the trailer checklist is sent straight to the server and is not kept on the device. Fill it in when you have signal.`}
        </p>
      )}
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
              onChange={(answer) => {
                setSaved(null);
                setAnswers({ ...current, [field.id]: answer });
              }}
            />
          ))}
        </ol>
      )}
      {!readOnly && fields && (
        <div className="fsi-form-actions">
          <Button isDisabled={!canSend || !dirty || save.isPending} onPress={submit}>
            {save.isPending ? t`Sending…` : t`Send checklist`}
          </Button>
          {saved !== null && !dirty && (
            <span role="status" className="fsi-readiness-saved">
              {saved ? t`Sent: the trailer passes.` : t`Sent: the trailer fails.`}
            </span>
          )}
          {save.isError && (
            <span role="alert" className="fsi-form-error">
              {t`The checklist could not be sent. Check the connection and try again.`}
            </span>
          )}
        </div>
      )}
    </section>
  );
}
