import { Trans } from '@lingui/react/macro';
import { DownloadButton } from './download-button';

/** A report's PDF and Excel buttons for the same request body; `name` is the file name without its ending. */
export function PdfExcelButtons({ pdf, xlsx, body, name, className }: { pdf: string; xlsx: string; body: unknown; name: string; className?: string }) {
  return (
    <div className={className}>
      <DownloadButton path={pdf} body={body} fallbackName={`${name}.pdf`}>
        <Trans>PDF</Trans>
      </DownloadButton>
      <DownloadButton path={xlsx} body={body} fallbackName={`${name}.xlsx`}>
        <Trans>Excel</Trans>
      </DownloadButton>
    </div>
  );
}
