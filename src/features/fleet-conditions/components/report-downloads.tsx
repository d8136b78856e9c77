import { Trans } from '@lingui/react/macro';
import { DownloadButton } from '../../../components/file-download';

/** PDF and Excel of a done report, through the shared download button (progress and errors shown). */
export function ReportDownloads({ id, name, isDisabled }: { id: number; name: string; isDisabled?: boolean }) {
  return (
    <span className="fc-downloads">
      <DownloadButton path="fleet_conditions/get_pdf_report" body={{ id }} fallbackName={`${name}.pdf`} isDisabled={isDisabled}>
        <Trans>PDF</Trans>
      </DownloadButton>
      <DownloadButton path="fleet_conditions/get_excel_report" body={{ id }} fallbackName={`${name}.xlsx`} isDisabled={isDisabled}>
        <Trans>Excel</Trans>
      </DownloadButton>
    </span>
  );
}
