import { Trans } from '@lingui/react/macro';
import { DownloadButton } from '../../../components/file-download';
import { STORED_REPORT_FILE } from '../api';

/** An earlier report's PDF and Excel, written from the stored comparison. */
export function StoredReportFiles({ id, name }: { id: number; name: string }) {
  return (
    <span className="pa-actions">
      <DownloadButton path={STORED_REPORT_FILE} body={{ id, format: 'pdf' }} fallbackName={`${name}.pdf`}>
        <Trans>PDF</Trans>
        <span className="visually-hidden"> {name}</span>
      </DownloadButton>
      <DownloadButton path={STORED_REPORT_FILE} body={{ id, format: 'xlsx' }} fallbackName={`${name}.xlsx`}>
        <Trans>Excel</Trans>
        <span className="visually-hidden"> {name}</span>
      </DownloadButton>
    </span>
  );
}
