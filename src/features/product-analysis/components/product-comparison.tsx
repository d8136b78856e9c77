import { useLingui } from '@lingui/react/macro';
import { PdfExcelButtons } from '../../../components/file-download';
import { PRODUCT_ANALYSIS_FILES, useProductReport } from '../api';
import type { ProductReportRequest } from '../app-links';
import { ComparisonView } from './comparison-view';

/** The comparison made at once (get_product_report), with its PDF and Excel for the same request. */
export function ProductComparison({ request }: { request: ProductReportRequest }) {
  const { t } = useLingui();
  const report = useProductReport(request);
  if (report.isError) return <p className="pa-report" role="alert">{t`The report could not be loaded. Please try again.`}</p>;
  if (!report.data) return <p className="pa-report" role="status">{t`Loading the report…`}</p>;
  return (
    <ComparisonView
      report={report.data}
      actions={<PdfExcelButtons className="pa-actions" pdf={PRODUCT_ANALYSIS_FILES.pdf} xlsx={PRODUCT_ANALYSIS_FILES.xlsx} body={request} name="product analysis report" />}
    />
  );
}
