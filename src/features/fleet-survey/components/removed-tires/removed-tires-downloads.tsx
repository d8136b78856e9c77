import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { downloadRemovedTires, type ExportFormat } from '../../api/inspection';
import { useOnline } from '../../state';
import { saveFile } from '../shared/save-file';

/** PDF and Excel of the survey's removed tires: made by the server, so only with signal. */
export function RemovedTiresDownloads({ surveyServerId }: { surveyServerId: number | null }) {
  const { t } = useLingui();
  const online = useOnline();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const available = online && surveyServerId !== null;
  const download = async (format: ExportFormat) => {
    setBusy(format);
    setFailed(false);
    try {
      const file = await downloadRemovedTires(surveyServerId!, format);
      saveFile(file);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="fsi-downloads">
      <Button variant="secondary" isDisabled={!available || busy !== null} onPress={() => void download('pdf')}>
        {busy === 'pdf' ? t`Preparing PDF…` : t`PDF`}
      </Button>
      <Button variant="secondary" isDisabled={!available || busy !== null} onPress={() => void download('excel')}>
        {busy === 'excel' ? t`Preparing Excel…` : t`Excel`}
      </Button>
      {!available && <span className="fsi-downloads-note">{surveyServerId === null ? t`Downloads once the survey is sent` : t`Downloads need a connection`}</span>}
      {failed && (
        <span className="fsi-form-error" role="alert">
          {t`The file could not be made. Try again.`}
        </span>
      )}
    </div>
  );
}
