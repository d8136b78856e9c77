import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ConflictKind, FleetSummary } from '../../../../contract/manage-specs';
import { Button } from '../../../components/ui/button';
import { useConflicts } from '../api';

/** The conflict check (get_fleet_location_conflicts) for the chosen fleet, or every location. */
export function ConflictsPanel({ fleet }: { fleet: FleetSummary | null }) {
  const { t } = useLingui();
  const [asked, setAsked] = useState(false);
  const conflicts = useConflicts(fleet?.fleet_id ?? null, asked);
  const kinds: Record<ConflictKind, string> = {
    overlapping_rules: t`Two rules cover the same position and size.`,
    tread_below_common_minimum: t`The minimum tread depth is below the common minimum.`,
    pressure_over_common_maximum: t`The target pressure is above the common maximum pressure.`,
    warning_not_above_minimum: t`The warning tread depth is not above the minimum tread depth.`,
    target_over_maximum: t`The target pressure is above the maximum pressure.`,
  };
  const classNames: Record<string, string> = { steer: t`Steer`, drive: t`Drive`, trail: t`Trailer` };
  const data = conflicts.data;

  return (
    <section className="panel" aria-labelledby="specs-conflicts-title">
      <div className="specs-head">
        <h2 id="specs-conflicts-title" className="panel-title">
          <Trans>Conflicts</Trans>
        </h2>
        <Button variant="secondary" onPress={() => (asked ? void conflicts.refetch() : setAsked(true))}>
          {fleet ? <Trans>Check this fleet</Trans> : <Trans>Check every location</Trans>}
        </Button>
      </div>
      {conflicts.isError ? (
        <p className="field-error" role="alert">
          {conflicts.error.message}
        </p>
      ) : null}
      {data ? (
        data.no_conflicts ? (
          <p role="status">{t`No location contradicts the common specs.`}</p>
        ) : (
          <ul className="specs-conflicts" aria-label={t`Locations with conflicts`}>
            {data.fleet_locations.map((location) => (
              <li key={location.fleet_location_id}>
                <strong>
                  {location.code} · {location.name}
                </strong>
                <ul>
                  {location.conflicts.map((conflict, index) => (
                    <li key={index}>
                      {classNames[conflict.position_class]} · {conflict.tire_size ?? t`All sizes`}: {kinds[conflict.kind]}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
