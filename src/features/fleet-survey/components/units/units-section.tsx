import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { lazyDialog } from '../../../../components/ui/lazy-dialog';
import { useReferenceName } from '../../../../lib/reference-names';
import { downloadUnits, UNITS_PAGE_SIZE, useUnitSelects } from '../../api/units';
import { useAxleConfigurationNames, useLocalUnits, useOnline } from '../../state';
import { DownloadButtons } from '../shared/download-buttons';
import { SelectField, TextField } from '../shared/form-fields';
import { pageCount, pageOf } from '../shared/list-merge';
import { Pager } from '../shared/pager';
import { EmptyState, LoadingState } from '../shared/states';
import { useDebounced } from '../shared/use-debounced';
import { ScanVinButton } from '../vin-scan/scan-vin-button';

import { StagedUnits } from './staged-units';
import { UnitTable } from './unit-table';
import { unitListRows } from './unit-rows';
import './units.css';

const ImportUnitsDialog = lazyDialog(() => import('./import-units-dialog').then((module) => module.ImportUnitsDialog), (props) => props.isOpen);

/** The location's units, from the device: filter, open to edit, add, import, download. */
export function UnitsSection({ locationId, importOpen, onImportOpenChange }: { locationId: number; importOpen?: boolean; onImportOpenChange?: (open: boolean) => void }) {
  const { t } = useLingui();
  const name = useReferenceName();
  const online = useOnline();
  const units = useLocalUnits(locationId);
  const selects = useUnitSelects();
  const configurationNames = useAxleConfigurationNames();
  const [keywordText, setKeywordText] = useState('');
  const keyword = useDebounced(keywordText, 200);
  const [type, setType] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [ownImporting, setOwnImporting] = useState(false);
  // The dashboard's own "Import units" action may open the dialog too.
  const importing = importOpen ?? ownImporting;
  const setImporting = onImportOpenChange ?? setOwnImporting;

  const rows = useMemo(() => {
    const types = new Map((selects.data?.types ?? []).map((o) => [Number(o.value), name(o.text)]));
    const configurations = new Map([...(configurationNames ?? new Map<number, string>())].map(([id, text]) => [id, name(text)]));
    return units ? unitListRows(units, { keyword, type }, { types, configurations }) : null;
  }, [units, keyword, type, selects.data, configurationNames, name]);

  return (
    <section className="fs-section" id="units" aria-labelledby="units-title">
      <div className="fs-section-header">
        <h2 id="units-title" className="fs-section-title">
          <Trans>Units</Trans>
        </h2>
        <div className="fs-actions">
          <Link className="button button-primary" to="/locations/$locationId/units/add" params={{ locationId: String(locationId) }}>
            <Trans>Add unit</Trans>
          </Link>
          <ScanVinButton locationId={locationId} />
          <Button variant="secondary" onPress={() => setImporting(true)} isDisabled={!online}>
            <Trans>Import units</Trans>
          </Button>
          <DownloadButtons label={t`Download the unit list`} download={(format) => downloadUnits({ locationId, keyword, type }, format)} />
        </div>
      </div>
      <StagedUnits locationId={locationId} />
      <div className="fs-toolbar" role="search">
        <TextField
          label={<Trans>Search units</Trans>}
          value={keywordText}
          onChange={(v) => {
            setKeywordText(v);
            setPage(1);
          }}
          description={<Trans>Unit number, VIN or plate</Trans>}
        />
        <SelectField
          label={<Trans>Type</Trans>}
          value={type === null ? '' : String(type)}
          onChange={(v) => {
            setType(v === '' ? null : Number(v));
            setPage(1);
          }}
          options={(selects.data?.types ?? []).map((o) => ({ value: String(o.value), label: name(o.text) }))}
          placeholder={t`All types`}
        />
      </div>
      {!rows ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState title={units && units.length > 0 ? <Trans>No unit matches the filter.</Trans> : <Trans>No units at this location on this device.</Trans>} />
      ) : (
        <>
          <UnitTable rows={pageOf(rows, page, UNITS_PAGE_SIZE)} locationId={locationId} />
          <Pager page={page} pages={pageCount(rows.length, UNITS_PAGE_SIZE)} total={rows.length} onPage={setPage} />
        </>
      )}
      <ImportUnitsDialog locationId={locationId} isOpen={importing} onClose={() => setImporting(false)} />
    </section>
  );
}
