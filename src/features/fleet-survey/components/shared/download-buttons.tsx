import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import type { DownloadedFile, ExportFormat } from '../../api/units';
import { useOnline } from '../../state';
import { saveFile } from './save-file';

/** PDF and Excel of a list; the server makes them, so they need signal. */
export function DownloadButtons({ download, label }: { download: (format: ExportFormat) => Promise<DownloadedFile>; label: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (format: ExportFormat) => {
    setBusy(format);
    setError(null);
    try {
      saveFile(await download(format));
    } catch (e) {
      setError(await errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="fs-downloads" role="group" aria-label={label}>
      <Button variant="secondary" onPress={() => void run('pdf')} isDisabled={!online || busy !== null}>
        {busy === 'pdf' ? <Trans>Preparing PDF…</Trans> : <Trans>PDF</Trans>}
      </Button>
      <Button variant="secondary" onPress={() => void run('excel')} isDisabled={!online || busy !== null}>
        {busy === 'excel' ? <Trans>Preparing Excel…</Trans> : <Trans>Excel</Trans>}
      </Button>
      {!online && <span className="fs-hint">{t`Downloads need signal`}</span>}
      {error && (
        <span className="fs-inline-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
