import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { useFileDownload } from './use-file-download';
import './file-download.css';

export interface DownloadButtonProps {
  /** API path under /api/v2, e.g. checkpoint/download_pdf_file_checkpoint_reports. */
  path: string;
  body: unknown;
  /** Name used when the server sends none. */
  fallbackName: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  isDisabled?: boolean;
}

/** A button that downloads a report file, with a spinner while it runs and the error after. */
export function DownloadButton({ path, body, fallbackName, children, variant = 'secondary', isDisabled }: DownloadButtonProps) {
  const { state, download } = useFileDownload();
  const loading = state.status === 'loading';
  return (
    <span className="file-download" data-path={path}>
      <Button variant={variant} isDisabled={isDisabled || loading} onPress={() => void download(path, body, fallbackName)} aria-busy={loading || undefined}>
        {loading ? <span className="spinner spinner-small" aria-hidden="true" /> : <DownloadIcon />}
        {children}
      </Button>
      <span className="file-download-status" role="status" aria-live="polite">
        {loading ? state.percent === null ? <Trans>Preparing file…</Trans> : <Trans>Downloading {state.percent}%</Trans> : null}
      </span>
      {state.status === 'error' ? (
        <span className="file-download-error" role="alert">
          {state.message}
        </span>
      ) : null}
    </span>
  );
}

function DownloadIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M11 3h2v10.2l3.6-3.6 1.4 1.4-6 6-6-6 1.4-1.4 3.6 3.6V3Zm-7 15h2v2h12v-2h2v4H4v-4Z" />
    </svg>
  );
}
