import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { formatDay } from '../../../contract/date-format';
import './report-frame.css';

export interface ReportFrameProps {
  /** Names the section: its heading's id is `${id}-title`. */
  id: string;
  /** The screen's own class for what it styles inside the frame. */
  className: string;
  title: ReactNode;
  /** The period the answer covers, once it is known. */
  range?: { from: string; to: string } | null;
  /** The file buttons and the screen's own actions beside the heading. */
  actions?: ReactNode;
  /** Extra attributes of the section (a report id the tests read). */
  dataReportId?: string | number;
  children?: ReactNode;
}

/** A report's result: its heading with the period, its actions, then what the screen shows of the answer. */
export function ReportFrame({ id, className, title, range, actions, dataReportId, children }: ReportFrameProps) {
  const { i18n } = useLingui();
  return (
    <section className={`report-frame ${className}`} aria-labelledby={`${id}-title`} data-report-id={dataReportId}>
      <div className="report-frame-head">
        <h2 id={`${id}-title`} className="panel-title">
          {title}
          {range ? <span className="report-frame-range"> {formatDay(range.from, i18n.locale)} – {formatDay(range.to, i18n.locale)}</span> : null}
        </h2>
        {actions ? <div className="report-frame-actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
