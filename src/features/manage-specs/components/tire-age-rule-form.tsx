import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SpecLocation } from '../../../../contract/manage-specs';
import { MAX_PLAUSIBLE_TIRE_AGE_YEARS } from '../../../../contract/tire-age';
import { NumericInput } from '../../../components/inputs/numeric-input';
import { Button } from '../../../components/ui/button';
import { SpecCallError, useSpecWrites } from '../api';
import { useSpecMessages } from './spec-messages';

type Field = 'warning_years' | 'critical_steer_years';

/**
 * A location's tire age rule: from which age any tire is a warning, and a steer tire critical.
 * It is the location's own whether or not its pressure and tread rules are the common ones.
 */
export function TireAgeRuleForm({ location, canEdit }: { location: SpecLocation; canEdit: boolean }) {
  const { t } = useLingui();
  const message = useSpecMessages();
  const { saveAgeRule } = useSpecWrites();
  const [draft, setDraft] = useState<Record<Field, number | null>>(() => ({ ...location.tire_age_rule }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<string | null>(null);
  const labels: Record<Field, string> = {
    warning_years: t`Warning from (years, any position)`,
    critical_steer_years: t`Critical from (years, steer position)`,
  };
  const years = t`years`;

  async function save() {
    const missing = Object.fromEntries((['warning_years', 'critical_steer_years'] as const).filter((field) => draft[field] === null).map((field) => [field, t`Enter a value.`]));
    setErrors(missing);
    setStatus(null);
    if (Object.keys(missing).length > 0) return;
    try {
      await saveAgeRule.mutateAsync({ fleet_location_id: location.fleet_location_id, warning_years: draft.warning_years!, critical_steer_years: draft.critical_steer_years! });
      setStatus(t`Saved. Surveys and inspection reports of this location rate tire age with this rule from now on.`);
    } catch (error) {
      if (error instanceof SpecCallError && Object.keys(error.fields).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, message(text)])));
      } else setStatus(error instanceof Error ? message(error.message) : t`The tire age rule could not be saved.`);
    }
  }

  return (
    <section className="specs-age-rule" aria-labelledby={`specs-age-${location.fleet_location_id}`}>
      <h4 id={`specs-age-${location.fleet_location_id}`} className="specs-subtitle">
        <Trans>Tire age rule</Trans>
      </h4>
      <p className="specs-hint">
        <Trans>The age counts from the week and year of the tire's DOT code.</Trans>
      </p>
      <div className="specs-age-fields">
        {(['warning_years', 'critical_steer_years'] as const).map((field) => (
          <NumericInput
            key={field}
            className="specs-age-field"
            label={labels[field]}
            unit={years}
            value={draft[field]}
            min={1}
            max={MAX_PLAUSIBLE_TIRE_AGE_YEARS}
            integerOnly
            isReadOnly={!canEdit}
            errorMessage={errors[field] ?? null}
            onChange={(value) => {
              setDraft((current) => ({ ...current, [field]: value }));
              setStatus(null);
            }}
          />
        ))}
      </div>
      {canEdit ? (
        <div className="specs-actions">
          <Button isDisabled={saveAgeRule.isPending} onPress={() => void save()}>
            <Trans>Save tire age rule</Trans>
          </Button>
        </div>
      ) : null}
      <p className="specs-status" role="status">
        {status}
      </p>
    </section>
  );
}
