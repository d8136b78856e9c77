import { useState } from 'react';
import type { ScrapReportRequest } from '../app-links';
import { ScrapFilters } from './scrap-filters';
import { ScrapReportView } from './scrap-report';

/** The scrap analysis screen: choose accounts, period, dealers and surveys, run, read and download. */
export function ScrapAnalysis() {
  const [request, setRequest] = useState<ScrapReportRequest | null>(null);
  return (
    <>
      <ScrapFilters onRun={setRequest} />
      {request ? <ScrapReportView request={request} /> : null}
    </>
  );
}
