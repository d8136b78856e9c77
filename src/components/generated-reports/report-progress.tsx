import { useLingui } from '@lingui/react/macro';
import { progressPercent, type ReportStatus } from './polling';
import { STATUS_LABELS } from './status-labels';

/** A report's generation progress as a labelled progress bar (role=progressbar, 0–100). */
export function ReportProgress({ status, progress, name }: { status: ReportStatus; progress: number; name: string }) {
  const { t, i18n } = useLingui();
  const percent = progressPercent(progress);
  const state = i18n._(STATUS_LABELS[status]);
  return (
    <div className="gr-progress">
      <div
        className="gr-progress-track"
        role="progressbar"
        aria-label={t`Progress of ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${state} ${percent}%`}
      >
        <span className="gr-progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="gr-progress-text" aria-hidden="true">
        {state} {percent}%
      </span>
    </div>
  );
}
