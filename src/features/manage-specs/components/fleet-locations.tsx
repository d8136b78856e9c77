import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CommonSpecsData, ConfiguratorStructure, SpecLocation } from '../../../../contract/manage-specs';
import { Button } from '../../../components/ui/button';
import { useSpecWrites } from '../api';
import { RuleEditor } from './rule-editor';
import { useSpecMessages } from './spec-messages';
import { TireAgeRuleForm } from './tire-age-rule-form';

type Fleet = NonNullable<CommonSpecsData['fleet']>;

/** The fleet's locations, which have their own specs, and the chosen location's rules. */
export function FleetLocations({ fleet, structure, canEdit }: { fleet: Fleet; structure: ConfiguratorStructure; canEdit: boolean }) {
  const { t } = useLingui();
  const message = useSpecMessages();
  const writes = useSpecWrites();
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const location = fleet.locations.find((l) => l.fleet_location_id === chosen) ?? null;
  const ageRuleText = ({ warning_years: warning, critical_steer_years: critical }: SpecLocation['tire_age_rule']) => t`Warning ${warning} · steer critical ${critical}`;

  return (
    <div className="specs-locations">
      <table className="specs-table specs-location-table">
        <caption className="visually-hidden">{t`Locations of ${fleet.fleet_name}`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Code`}</th>
            <th scope="col">{t`Location`}</th>
            <th scope="col">{t`City`}</th>
            <th scope="col">{t`Specs`}</th>
            <th scope="col">{t`Tire age rule (years)`}</th>
            <th scope="col">
              <span className="visually-hidden">{t`Open`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fleet.locations.map((row) => (
            <tr key={row.fleet_location_id} aria-current={row.fleet_location_id === chosen ? 'true' : undefined}>
              <td>{row.code}</td>
              <td>{row.name}</td>
              <td>{[row.city, row.state].filter(Boolean).join(', ')}</td>
              <td>{row.has_own_specs ? t`Own specs (${row.specs.length} rules)` : t`Common specs`}</td>
              <td>{ageRuleText(row.tire_age_rule)}</td>
              <td>
                <Button variant="secondary" aria-label={t`Open specs of ${row.name}`} onPress={() => setChosen(row.fleet_location_id)}>
                  <Trans>Open</Trans>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {location ? (
        <div className="specs-location" aria-labelledby="specs-location-title">
          <h3 id="specs-location-title" className="specs-subtitle">
            {t`Specs of ${location.name}`}
          </h3>
          {location.has_own_specs ? (
            <RuleEditor
              // Keyed by location only: a save refetches the specs, and the editor keeps its fields and status.
              key={location.fleet_location_id}
              title={t`Specs of ${location.name}`}
              saveLabel={t`Save location specs`}
              rows={location.specs}
              structure={structure}
              canEdit={canEdit}
              allowEmpty
              onSave={(specs) => writes.saveLocation.mutateAsync({ fleet_location_id: location.fleet_location_id, specs })}
            />
          ) : (
            <div className="specs-actions">
              <p>
                <Trans>This location uses the common specs.</Trans>
              </p>
              {canEdit ? (
                <Button
                  isDisabled={writes.addLocation.isPending}
                  onPress={() => {
                    setError(null);
                    writes.addLocation.mutateAsync(location.fleet_location_id).catch((reason: unknown) => setError(reason instanceof Error ? message(reason.message) : null));
                  }}
                >
                  <Trans>Give this location its own specs</Trans>
                </Button>
              ) : null}
              {error ? (
                <p className="field-error" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
          )}
          {/* Keyed by location: another location's rule starts from its own saved values. */}
          <TireAgeRuleForm key={location.fleet_location_id} location={location} canEdit={canEdit} />
        </div>
      ) : null}
    </div>
  );
}
