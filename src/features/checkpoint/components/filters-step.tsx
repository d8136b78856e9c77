import { Trans, useLingui } from '@lingui/react/macro';
import { REPORT_TYPE_LABELS } from '../labels';
import { checkpointReportType, type CheckpointReportType, type HomePageResponse } from '../app-links';
import type { FilterValue } from '../wizard-values';

/** Step 3: report type and the readers ("survey by") to include; none ticked means all. */
export function FiltersStep({ home, value, onChange }: { home: HomePageResponse; value: FilterValue; onChange: (value: FilterValue) => void }) {
  const { i18n } = useLingui();
  const toggle = (reader: number, on: boolean) =>
    onChange({ ...value, readers: on ? [...value.readers, reader] : value.readers.filter((r) => r !== reader) });

  return (
    <div className="checkpoint-step">
      <label className="checkpoint-field">
        <span>
          <Trans>Report type</Trans>
        </span>
        <select className="field-input" value={value.type} onChange={(event) => onChange({ ...value, type: event.target.value as CheckpointReportType })}>
          {checkpointReportType.options.map((type) => (
            <option key={type} value={type}>
              {i18n._(REPORT_TYPE_LABELS[type])}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="checkpoint-fieldset">
        <legend>
          <Trans>Survey by (readers) — none ticked means all</Trans>
        </legend>
        <div className="checkpoint-choices checkpoint-choices-wrap">
          {home.survey_by_users.map((reader) => (
            <label key={reader.value} className="checkpoint-choice">
              <input type="checkbox" checked={value.readers.includes(Number(reader.value))} onChange={(event) => toggle(Number(reader.value), event.target.checked)} />
              {reader.text}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
