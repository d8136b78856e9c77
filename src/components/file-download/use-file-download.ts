import { useCallback, useRef, useState } from 'react';
import { api, errorMessage } from '../../lib/api-client';
import { fileNameFromDisposition } from './content-disposition';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'loading'; percent: number | null }
  | { status: 'error'; message: string };

/** Hands a blob to the browser as a download under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * POSTs a body to a file endpoint of the API and saves the answer under its Content-Disposition
 * name. Progress is known only when the server sends a length; otherwise percent stays null.
 */
export function useFileDownload() {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const busy = useRef(false);

  const download = useCallback(async (path: string, body: unknown, fallbackName: string) => {
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'loading', percent: null });
    try {
      const response = await api.post(path, {
        json: body,
        timeout: 300_000,
        onDownloadProgress: (progress) => {
          if (progress.totalBytes > 0) setState({ status: 'loading', percent: Math.round(progress.percent * 100) });
        },
      });
      const blob = await response.blob();
      saveBlob(blob, fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName));
      setState({ status: 'idle' });
    } catch (error) {
      setState({ status: 'error', message: await errorMessage(error) });
    } finally {
      busy.current = false;
    }
  }, []);

  return { state, download };
}
