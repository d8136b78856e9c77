import { OnlineOnly } from '../../components/online-only';
import { PageFrame } from '../../components/layout/page-frame';
import { INSPECTION_REPORT_KEY } from './api';
import { FilterSteps } from './components/filter-steps';
import { InspectionList } from './components/inspection-list';
import type { InspectionHome } from './view-atoms';
import './inspection-report.css';

const OFFLINE_KEYS = [INSPECTION_REPORT_KEY];

/** The inspection reporting home: the filter steps, then the list once run. */
export function InspectionHomePage({ home, title, lead }: { home: InspectionHome; title: string; lead: string }) {
  return (
    <PageFrame title={title} lead={lead}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <FilterSteps home={home} />
        <InspectionList home={home} />
      </OnlineOnly>
    </PageFrame>
  );
}
