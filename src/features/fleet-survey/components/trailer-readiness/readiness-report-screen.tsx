import { useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../../../components/layout/page-frame';
import { FieldSyncProvider } from '../../state';
import { ReadinessReport } from './readiness-report';

/** /trailer-readiness-report/$id: a report page (online), no sync bar; the id is the survey's. */
export function ReadinessReportScreen({ surveyParam }: { surveyParam: string }) {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Trailer readiness report`}>
      <FieldSyncProvider>
        <ReadinessReport surveyParam={surveyParam} />
      </FieldSyncProvider>
    </PageFrame>
  );
}
