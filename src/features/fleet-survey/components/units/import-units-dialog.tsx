import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../../../components/ui/button';
import { OperationStatusError } from '../../api/locations';
import { useOfflinePreparation } from '../../api/reference';
import { useImportUnits, useUnitSelects, type ImportUnitsResponse } from '../../api/units';
import { useAllAxleConfigurations, useFieldSync, useOnline } from '../../state';
import { usePrefetchLabels } from '../shared/prefetch-labels';
import { ImportResult } from './import-result';
import { stageRejectedRows } from './import-staging';

/** import_units: a CSV or XLSX file goes to the server (online only); refused rows are listed. */
export function ImportUnitsDialog({ locationId, isOpen, onClose }: { locationId: number; isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const mutation = useImportUnits();
  const preparation = useOfflinePreparation(locationId);
  const labels = usePrefetchLabels();
  const selects = useUnitSelects();
  const configurations = useAllAxleConfigurations();
  const storage = useFieldSync()?.storage ?? null;
  const [file, setFile] = useState<File | null>(null);
  const [staged, setStaged] = useState<number | null>(null);
  const [stageError, setStageError] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setStaged(null);
    setStageError(null);
    mutation.reset();
    onClose();
  };

  const upload = () => {
    if (!file) return;
    mutation.mutate(
      { locationId, file },
      // New units exist only on the server: bring the device's copy up to date.
      { onSuccess: (answer) => void (answer.units.length > 0 && preparation.start(labels)) },
    );
  };

  const isCsv = file !== null && /\.csv$/i.test(file.name);
  const stage = async (answer: ImportUnitsResponse) => {
    if (!file || !storage) return;
    setStageError(null);
    try {
      const units = stageRejectedRows(await file.text(), answer.errors, locationId, {
        types: (selects.data?.types ?? []).map((o) => ({ id: Number(o.value), name: o.text })),
        vocations: (selects.data?.vocations ?? []).map((o) => ({ id: Number(o.value), name: o.text })),
        configurations: configurations ?? [],
      });
      await storage.uploadedUnits.putMany(units);
      setStaged(units.length);
    } catch (error) {
      setStageError(error instanceof Error ? error.message : String(error));
    }
  };

  const serverError = mutation.error instanceof OperationStatusError ? mutation.error.message : mutation.isError ? t`The file could not be sent. Check the signal and try again.` : null;

  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => !open && close()} isDismissable={!mutation.isPending}>
      <Modal className="dialog-modal fs-wide-dialog">
        <Dialog className="dialog" aria-label={t`Import units`}>
          <div className="fs-form">
            <Heading slot="title" className="dialog-title">
              <Trans>Import units</Trans>
            </Heading>
            <p>
              <Trans>
                A CSV or Excel (XLSX) file with a header row: unit_number, type and any of vin, dot, license_plate, license_plate_state, manufacturer, year, model, vocation,
                axle_configuration and the component columns. At most 5 MB.
              </Trans>
            </p>
            {!online && (
              <p className="fs-note" data-tone="warning">
                <Trans>Importing needs signal: the server reads the file.</Trans>
              </p>
            )}
            <label className="fs-file">
              <span className="field-label">
                <Trans>File</Trans>
              </span>
              <input
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setStaged(null);
                  mutation.reset();
                }}
              />
            </label>
            {serverError && (
              <div className="fs-form-error" role="alert">
                {serverError}
              </div>
            )}
            {mutation.data && <ImportResult answer={mutation.data} canStage={isCsv && storage !== null} staged={staged} stageError={stageError} onStage={() => void stage(mutation.data)} />}
            <div className="dialog-actions">
              <Button variant="secondary" onPress={close} isDisabled={mutation.isPending}>
                <Trans>Close</Trans>
              </Button>
              <Button onPress={upload} isDisabled={!online || !file || mutation.isPending}>
                {mutation.isPending ? <Trans>Importing…</Trans> : <Trans>Import</Trans>}
              </Button>
            </div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
