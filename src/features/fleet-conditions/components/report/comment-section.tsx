import { useLingui } from '@lingui/react/macro';
import type { FleetConditionReport } from '../../app-links';
import { ReportSection } from './report-section';

/** The comments written when the report was generated, kept as typed (line breaks included). */
export function CommentSection({ report }: { report: FleetConditionReport }) {
  const { t } = useLingui();
  return (
    <ReportSection id="fc-comments" title={t`Comments`}>
      {report.comment ? <p className="fc-comment">{report.comment}</p> : <p className="fc-hint">{t`No comments were added to this report.`}</p>}
    </ReportSection>
  );
}
