import { useLingui } from '@lingui/react/macro';
import type { ReportUnits } from '../../report-units';
import type { FleetConditionReport } from '../../app-links';
import { AccountsSection } from './accounts-section';
import { CommentSection } from './comment-section';
import { ConditionsSection } from './conditions-section';
import { CoverSection } from './cover-section';
import { FiguresSection } from './figures-section';
import { GraphsSection } from './graphs-section';
import { ImagesSection } from './images-section';
import { LossSection } from './loss-section';
import { OwnersSection } from './owners-section';
import { SpecsSection } from './specs-section';
import { StatisticsSection } from './statistics-section';
import { SurveysSection } from './surveys-section';
import { UnitsSection } from './units-section';

/** Every part of a done report, in the order of its PDF, with a list of contents to jump to each. */
export function ReportContent({ id, report, units }: { id: number; report: FleetConditionReport; units: ReportUnits }) {
  const { t } = useLingui();
  const contents: [string, string][] = [
    ['fc-summary', t`Summary`],
    ['fc-accounts', t`Accounts and tires`],
    ['fc-statistics', t`Statistics`],
    ['fc-conditions', t`Fleet conditions`],
    ['fc-graphs', t`Graphs`],
    ['fc-loss', t`Potential loss`],
    ['fc-units', t`Units with exceptions`],
    ['fc-owners', t`Surveyed by`],
    ['fc-specs', t`Specifications`],
    ['fc-surveys', t`Surveys`],
    ['fc-images', t`Images`],
    ['fc-comments', t`Comments`],
  ];
  return (
    <div className="fc-report" data-report-id={id}>
      <CoverSection id={id} report={report} />
      <nav className="fc-contents" aria-label={t`Parts of the report`}>
        <ul>
          {contents.map(([anchor, title]) => (
            <li key={anchor}>
              <a href={`#${anchor}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <FiguresSection report={report} />
      <AccountsSection report={report} />
      <StatisticsSection report={report} />
      <ConditionsSection report={report} />
      <GraphsSection report={report} units={units} />
      <LossSection report={report} units={units} />
      <UnitsSection report={report} />
      <OwnersSection report={report} />
      <SpecsSection report={report} units={units} />
      <SurveysSection report={report} />
      <ImagesSection report={report} />
      <CommentSection report={report} />
    </div>
  );
}
