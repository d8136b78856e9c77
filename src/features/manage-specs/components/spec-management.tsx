import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FleetSummary } from '../../../../contract/manage-specs';
import { DownloadButton } from '../../../components/file-download';
import { useSpecs, useSpecWrites, useStructure } from '../api';
import { ConflictsPanel } from './conflicts-panel';
import { FleetLocations } from './fleet-locations';
import { FleetPicker } from './fleet-picker';
import { RuleEditor } from './rule-editor';

/**
 * The specification screen: the common specs, then a fleet's locations with their own specs,
 * the conflict check and the files. Fields are read-only for users whose flags do not let them
 * change that set (spec 3 §3 access flags).
 */
export function SpecManagement() {
  const { t } = useLingui();
  const structure = useStructure();
  const [fleet, setFleet] = useState<FleetSummary | null>(null);
  const specs = useSpecs(fleet?.fleet_id ?? null);
  const writes = useSpecWrites();

  if (structure.isError) {
    return (
      <p className="field-error" role="alert">
        {structure.error.message}
      </p>
    );
  }
  if (!structure.data || !specs.data) return <p role="status">{t`Loading specifications…`}</p>;
  const access = structure.data.access;
  const fileBody = { fleet_id: fleet?.fleet_id ?? null };

  return (
    <div className="specs">
      <section className="panel" aria-labelledby="specs-common-title">
        <div className="specs-head">
          <h2 id="specs-common-title" className="panel-title">
            <Trans>Common specs</Trans>
          </h2>
          <div className="specs-actions">
            <DownloadButton path="manage_specs/download_pdf_file_spec_information" body={fileBody} fallbackName="specs.pdf">
              <Trans>PDF</Trans>
            </DownloadButton>
            <DownloadButton path="manage_specs/download_excel_file_spec_information" body={fileBody} fallbackName="specs.xlsx">
              <Trans>Excel</Trans>
            </DownloadButton>
          </div>
        </div>
        <p className="specs-lead">
          <Trans>Every location without its own rule for a position and size uses these.</Trans>
          {access.has_fleet_Level_access ? null : (
            <>
              {' '}
              <Trans>Only administrators change them.</Trans>
            </>
          )}
        </p>
        <RuleEditor
          title={t`Common specs`}
          saveLabel={t`Save common specs`}
          rows={specs.data.items}
          structure={structure.data}
          canEdit={access.has_fleet_Level_access}
          allowEmpty={false}
          onSave={(rows) => writes.saveCommon.mutateAsync(rows)}
        />
      </section>

      <section className="panel" aria-labelledby="specs-fleet-title">
        <h2 id="specs-fleet-title" className="panel-title">
          <Trans>Fleet locations</Trans>
        </h2>
        <FleetPicker fleet={fleet} onChange={setFleet} />
        {fleet && specs.data.fleet ? <FleetLocations fleet={specs.data.fleet} structure={structure.data} canEdit={access.can_manage_specs} /> : null}
      </section>

      <ConflictsPanel fleet={fleet} />
    </div>
  );
}
