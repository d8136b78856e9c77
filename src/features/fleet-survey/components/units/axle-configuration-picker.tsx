import { Trans, useLingui } from '@lingui/react/macro';
import { useReferenceName } from '../../../../lib/reference-names';
import { useUnitConfigurations } from '../../api/units';
import { LoadingState } from '../shared/states';
import { AxleLayoutPreview } from './axle-layout-preview';
import { axlePattern } from './axle-layout';
import { byUse } from './configuration-use';

/**
 * The unit type's axle configurations as large radio cards, each with a drawing of its axles,
 * so the technician matches the truck in front of them rather than a code. Those the location's
 * units use most come first (`counts`, by configuration id).
 */
export function AxleConfigurationPicker({
  unitTypeId,
  value,
  counts,
  onChange,
}: {
  unitTypeId: number | null;
  value: number | null;
  counts?: ReadonlyMap<number, number>;
  onChange: (id: number | null) => void;
}) {
  const { t } = useLingui();
  const { data, loading } = useUnitConfigurations(unitTypeId);
  const name = useReferenceName();

  return (
    <fieldset className="fs-fieldset">
      <legend>
        <Trans>Axle configuration</Trans>
      </legend>
      {unitTypeId === null ? (
        <p className="fs-muted">
          <Trans>Choose the unit type first.</Trans>
        </p>
      ) : loading ? (
        <LoadingState>
          <Trans>Loading configurations…</Trans>
        </LoadingState>
      ) : !data || data.length === 0 ? (
        <p className="fs-muted">
          <Trans>No axle configurations are saved on this device for this type. Open the location once with signal to download them.</Trans>
        </p>
      ) : (
        <div className="fs-config-grid" role="radiogroup" aria-label={t`Axle configuration`}>
          <label className="fs-config-card" data-selected={value === null ? '' : undefined}>
            <input type="radio" name="axle_configuration_id" checked={value === null} onChange={() => onChange(null)} />
            <span className="fs-config-name">
              <Trans>Not set</Trans>
            </span>
          </label>
          {byUse(data, counts ?? new Map<number, number>()).map((configuration) => (
            <label key={configuration.id} className="fs-config-card" data-selected={value === configuration.id ? '' : undefined}>
              <input type="radio" name="axle_configuration_id" value={configuration.id} checked={value === configuration.id} onChange={() => onChange(configuration.id)} />
              <AxleLayoutPreview axles={configuration.axles} />
              <span className="fs-config-name">{name(configuration.name)}</span>
              <span className="fs-muted">
                <Trans>
                  {configuration.axles.length}-axle {axlePattern(configuration.axles)}
                </Trans>
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
