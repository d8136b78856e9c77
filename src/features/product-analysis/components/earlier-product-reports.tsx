import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { EarlierReportsTable, type GeneratedReportItem } from '../../../components/generated-reports';
import { Button } from '../../../components/ui/button';
import { useGeneratedReports } from '../api';
import { StoredReportFiles } from './stored-report-files';

/** The user's earlier product analyses (the shared list): Open shows one on this screen; PDF and Excel download it. */
export function EarlierProductReports({ highlightId, onOpen }: { highlightId: number | null; onOpen: (id: number) => void }) {
  const { t } = useLingui();
  const reports = useGeneratedReports();
  const actions = useCallback(
    (report: GeneratedReportItem) => (
      <>
        <Button variant="primary" onPress={() => onOpen(report.id)}>
          <Trans>Open</Trans>
          <span className="visually-hidden"> {report.report_name}</span>
        </Button>
        <StoredReportFiles id={report.id} name={report.report_name} />
      </>
    ),
    [onOpen],
  );
  return <EarlierReportsTable idPrefix="pa" caption={t`Product analyses you generated`} reports={reports} highlightId={highlightId} actions={actions} />;
}
