import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { NumericInput } from '../../../components/inputs/numeric-input';
import { LOSS_FIELDS, lossDefaults, lossFieldSpecs, type LossField, type LossValues } from '../loss-assumptions';
import { formatNumber, type ReportUnits } from '../report-units';
import { POTENTIAL_LOSS_DEFAULTS } from '../app-links';

export interface LossAssumptionFieldsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  values: LossValues;
  onChange: (field: LossField, value: number | null, error: MessageDescriptor | null) => void;
  errors: Partial<Record<LossField, string | null>>;
  units: ReportUnits;
  currencySymbol: string;
  /** Base id of each field's input. */
  idOf: (field: LossField) => string;
}

/** The optional assumptions of the potential loss estimate, with the defaults shown in the user's units. */
export function LossAssumptionFields({ open, onOpenChange, values, onChange, errors, units, currencySymbol, idOf }: LossAssumptionFieldsProps) {
  const { t, i18n } = useLingui();
  const specs = lossFieldSpecs(units);
  const defaults = lossDefaults(units);
  const labels: Record<LossField, string> = {
    miles_per_year: units.system === 'metric' ? t`Distance a year per tractor-trailer` : t`Miles a year per tractor-trailer`,
    mpg: t`Fuel economy`,
    fuel_price_per_gallon: t`Fuel price (${currencySymbol})`,
    casing_value: t`Value of a retreadable casing (${currencySymbol})`,
  };
  const tires = POTENTIAL_LOSS_DEFAULTS.tires_per_combination;

  return (
    <fieldset className="fc-fieldset">
      <legend>
        <Trans>Potential loss assumptions</Trans>
      </legend>
      <label className="fc-choice">
        <input type="checkbox" checked={open} onChange={(event) => onOpenChange(event.target.checked)} />
        <Trans>Use my own assumptions instead of the defaults</Trans>
      </label>
      {open ? (
        <div className="fc-loss-fields">
          {LOSS_FIELDS.map((field) => {
            const spec = specs[field];
            const shownDefault = formatNumber(defaults[field], i18n.locale, spec.decimals);
            return (
              <NumericInput
                key={field}
                id={idOf(field)}
                label={labels[field]}
                unit={spec.unit ?? undefined}
                value={values[field]}
                min={spec.min}
                max={spec.max ?? undefined}
                decimals={spec.decimals}
                integerOnly={spec.decimals === 0}
                maxIntegerLength={8}
                maxDecimalLength={spec.decimals}
                description={t`Default ${shownDefault}`}
                errorMessage={errors[field] ?? null}
                onChange={(value, error) => onChange(field, value, error)}
              />
            );
          })}
        </div>
      ) : null}
      <p className="fc-hint">
        <Trans>The estimate gives each tire 1/{tires} of a tractor-trailer's fuel.</Trans>
      </p>
    </fieldset>
  );
}
