import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UnitSelectsResponse } from '../../api/units';
import { SelectField } from '../shared/form-fields';
import { COMPONENT_SELECTS, type ComponentField, type UnitForm } from './unit-form-model';
import { optionsOf } from './select-options';

const LABELS: Record<ComponentField, ReactNode> = {
  axle_manufacturer: <Trans>Axle manufacturer</Trans>,
  axle_type: <Trans>Axle type</Trans>,
  braking_system: <Trans>Braking system</Trans>,
  engine_manufacturer: <Trans>Engine manufacturer</Trans>,
  engine_type: <Trans>Engine type</Trans>,
  fifth_wheel_setting: <Trans>Fifth wheel setting</Trans>,
  loading_system: <Trans>Loading system</Trans>,
  suspension_type: <Trans>Suspension type</Trans>,
  transmission_manufacturer: <Trans>Transmission manufacturer</Trans>,
  transmission_type: <Trans>Transmission type</Trans>,
};

/** The components of the unit, each a select of spec 2 §3's create-unit selects. */
export function UnitComponentFields({ form, selects, onChange }: { form: UnitForm; selects: UnitSelectsResponse | null; onChange: (field: ComponentField, value: string) => void }) {
  return (
    <fieldset className="fs-fieldset">
      <legend>
        <Trans>Components</Trans>
      </legend>
      <div className="fs-form-grid">
        {(Object.keys(COMPONENT_SELECTS) as ComponentField[]).map((field) => (
          <SelectField
            key={field}
            name={field}
            label={LABELS[field]}
            value={form[field]}
            onChange={(value) => onChange(field, value)}
            options={optionsOf(selects?.[COMPONENT_SELECTS[field]], form[field])}
          />
        ))}
      </div>
    </fieldset>
  );
}
