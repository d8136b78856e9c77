import { useLingui } from '@lingui/react/macro';
import { STATUS_LABELS } from '../labels';
import { progressPercent, type ReportStatus } from '../polling';

/** A report's generation progress as a labelled progress bar (role=progressbar, 0–100). */
export function ReportProgress({ status, progress, name }: { status: ReportStatus; progress: number; name: string }) {
  const { t, i18n } = useLingui();
  const percent = progressPercent(progress);
  const state = i18n._(STATUS_LABELS[status]);
  return (
    <div className="fc-progress">
      <div
        className="fc-progress-track"
        role="progressbar"
        aria-label={t`Progress of ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${state} ${percent}%`}
      >
        <span className="fc-progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="fc-progress-text" aria-hidden="true">
        {state} {percent}%
      </span>
    </div>
  );
}
