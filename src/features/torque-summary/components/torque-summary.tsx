import { useState } from 'react';
import type { TorqueReportRequest } from '../app-links';
import { ReportFilters } from './report-filters';
import { TorqueReport } from './torque-report';

/** The torque summary screen: choose locations and dates, run, read the summary and download it. */
export function TorqueSummary() {
  const [request, setRequest] = useState<TorqueReportRequest | null>(null);
  return (
    <>
      <ReportFilters onRun={setRequest} />
      {request ? <TorqueReport request={request} /> : null}
    </>
  );
}
