import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useReadinessFieldName } from '../../../../lib/readiness-field-names';
import type { ReadinessField } from '../../api/inspection';
import { READINESS_VALUES, type ReadinessAnswer, type ReadinessValue } from './readiness-rules';

/** One checklist field: pass, fail or n/a as three large radio segments, and a note. */
export function ReadinessRow({
  field,
  answer,
  isReadOnly,
  onChange,
}: {
  field: ReadinessField;
  answer: ReadinessAnswer;
  isReadOnly: boolean;
  onChange: (answer: ReadinessAnswer) => void;
}) {
  const { t } = useLingui();
  const groupId = useId();
  const label: Record<ReadinessValue, string> = { pass: t`Pass`, fail: t`Fail`, 'n/a': t`N/A` };
  const name = useReadinessFieldName()(field.name);
  return (
    <li className="fsi-readiness-row" data-value={answer.value ?? 'none'}>
      <span id={groupId} className="fsi-readiness-name">
        {name}
      </span>
      <div className="fsi-segments" role="radiogroup" aria-labelledby={groupId}>
        {READINESS_VALUES.map((value) => (
          <label key={value} className="fsi-segment" data-value={value}>
            <input
              type="radio"
              name={`readiness-${field.id}`}
              value={value}
              checked={answer.value === value}
              disabled={isReadOnly}
              onChange={() => onChange({ ...answer, value })}
            />
            <span>{label[value]}</span>
          </label>
        ))}
      </div>
      <input
        className="field-input fsi-readiness-notes"
        type="text"
        maxLength={1000}
        value={answer.notes}
        readOnly={isReadOnly}
        placeholder={t`Notes`}
        aria-label={t`Notes for ${name}`}
        onChange={(event) => onChange({ ...answer, notes: event.target.value })}
      />
    </li>
  );
}
