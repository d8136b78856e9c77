import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button } from '../../../../components/ui/button';
import { useFieldSync, useUploadedUnits } from '../../state';

/** Imported rows the server refused, kept on the device until fixed or discarded. */
export function StagedUnits({ locationId }: { locationId: number }) {
  const { t } = useLingui();
  const staged = useUploadedUnits(locationId);
  const store = useFieldSync()?.storage.uploadedUnits ?? null;
  if (!staged || staged.length === 0) return null;
  return (
    <section className="fs-staged" aria-label={t`Imported rows to fix`}>
      <strong>
        <Plural value={staged.length} one="# imported row waits to be fixed" other="# imported rows wait to be fixed" />
      </strong>
      <ul>
        {staged.map((unit) => (
          <li key={unit.db_id}>
            <span>
              {unit.unit_number || t`(no unit number)`}
              {typeof unit.import_row === 'number' && <span className="fs-muted"> · {t`row ${unit.import_row}`}</span>}
            </span>
            <Link className="button button-secondary" to="/locations/$locationId/units/edit" params={{ locationId: String(locationId) }} search={{ dbId: unit.db_id }}>
              <Trans>Fix</Trans>
            </Link>
            <Button variant="secondary" onPress={() => void store?.remove([unit.db_id])} aria-label={t`Discard row ${unit.unit_number}`}>
              <Trans>Discard</Trans>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
