import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Button } from '../../../../components/ui/button';
import { useReferenceName } from '../../../../lib/reference-names';
import type { UnitSelectsResponse } from '../../api/units';
import type { UnitRecord } from '../../data/types';
import { useAllAxleConfigurations } from '../../state';
import { lastAddedUnit, mostUsedConfigurations } from './configuration-use';

export interface QuickChoice {
  type: number;
  axle_configuration_id: number | null;
}

/**
 * One tap to a unit like those of the yard: the configurations the location's units on this
 * device use most (each sets type and configuration), and the last unit added there.
 */
export function QuickStart({
  localUnits,
  selects,
  chosen,
  onChoose,
}: {
  localUnits: UnitRecord[];
  selects: UnitSelectsResponse | null;
  chosen: QuickChoice;
  onChoose: (choice: QuickChoice) => void;
}) {
  const { t } = useLingui();
  const name = useReferenceName();
  const all = useAllAxleConfigurations();
  const configurations = useMemo(() => [...(all ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [all]);
  const mostUsed = mostUsedConfigurations(configurations, localUnits);
  const last = lastAddedUnit(localUnits);
  const typeName = (id: number | null | undefined) => {
    const option = selects?.types?.find((o) => String(o.value) === String(id));
    return option ? name(option.text) : '';
  };
  const configurationName = (id: number | null | undefined) => {
    const configuration = configurations.find((c) => c.id === id);
    return configuration ? name(configuration.name) : '';
  };
  if (mostUsed.length === 0 && !last) return null;
  const isChosen = (choice: QuickChoice) => chosen.type === choice.type && chosen.axle_configuration_id === choice.axle_configuration_id;

  return (
    <div className="fs-quick-start">
      {last && (
        <div className="fs-quick-last">
          <Button
            variant="secondary"
            data-action="same-as-last"
            onPress={() => onChoose({ type: Number(last.data.type), axle_configuration_id: typeof last.data.axle_configuration_id === 'number' ? last.data.axle_configuration_id : null })}
          >
            {t`Same as the last unit`}
          </Button>
          <span className="fs-muted">
            {[last.data.unit_number, typeName(last.data.type), configurationName(last.data.axle_configuration_id)].filter(Boolean).join(' · ')}
          </span>
        </div>
      )}
      {mostUsed.length > 0 && (
        <div className="fs-quick-used" role="group" aria-label={t`Most used at this location`}>
          <span className="fs-quick-used-title">
            <Trans>Most used here</Trans>
          </span>
          {mostUsed.map((configuration) => {
            const choice = { type: configuration.unit_type_id!, axle_configuration_id: configuration.id };
            return (
              <Button key={configuration.id} variant="secondary" data-configuration={configuration.id} aria-pressed={isChosen(choice)} onPress={() => onChoose(choice)}>
                {`${typeName(configuration.unit_type_id)} · ${name(configuration.name)}`}
              </Button>
            );
          })}
        </div>
      )}
    </div>
  );
}
