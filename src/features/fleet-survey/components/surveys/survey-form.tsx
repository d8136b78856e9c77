import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DateInput } from '../../../../components/inputs/date-input';
import type { CalendarDay } from '../../../../components/inputs/date-rules';
import { Button } from '../../../../components/ui/button';
import { useIsDealerUser } from '../../state';
import { SelectField, TextAreaField } from '../shared/form-fields';
import { useDealers } from './use-dealers';

export interface SurveyFormValues {
  day: CalendarDay | null;
  dealerId: number | null;
  comments: string;
}

export const COMMENTS_MAX = 2000;

/** Survey date, dealer and comments: the header of a survey, for creating and for editing it. */
export function SurveyForm({
  locationId,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  notice,
}: {
  locationId: number;
  initial: SurveyFormValues;
  submitLabel: string;
  onSubmit: (values: SurveyFormValues) => Promise<void>;
  onCancel: () => void;
  notice?: ReactNode;
}) {
  const { t } = useLingui();
  const isDealer = useIsDealerUser();
  const { dealers, loading } = useDealers(locationId);
  const [values, setValues] = useState(initial);
  const [dateError, setDateError] = useState<MessageDescriptor | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const missingDate = values.day === null && !dateError;
  const count = values.comments.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (dateError || values.day === null) return;
    setSaving(true);
    setSaveError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
      setSaving(false);
    }
  };

  const dealerOptions = dealers.map((d) => ({ value: String(d.id), label: `${d.name} (${d.nonsig}) · ${d.city}, ${d.state}` }));

  return (
    <form className="fs-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={saving}>
      {notice}
      <fieldset className="fs-fieldset">
        <legend>
          <Trans>Survey details</Trans>
        </legend>
        <div className="fs-form-grid">
          <DateInput
            label={<Trans>Survey date</Trans>}
            value={values.day}
            isRequired
            errorMessage={submitted && missingDate ? t`Date is required` : null}
            onChange={(day, error) => {
              setValues((v) => ({ ...v, day }));
              setDateError(error);
            }}
          />
          {isDealer ? (
            <SelectField
              label={<Trans>Dealer</Trans>}
              value=""
              onChange={() => undefined}
              options={[]}
              placeholder={t`Your dealer`}
              isDisabled
              description={<Trans>Dealer users survey as their own dealer.</Trans>}
            />
          ) : (
            <SelectField
              label={<Trans>Dealer</Trans>}
              value={values.dealerId === null ? '' : String(values.dealerId)}
              onChange={(v) => setValues((s) => ({ ...s, dealerId: v === '' ? null : Number(v) }))}
              options={dealerOptions}
              placeholder={loading ? t`Loading dealers…` : dealerOptions.length === 0 ? t`No dealers saved on this device` : t`No dealer`}
            />
          )}
        </div>
        <TextAreaField
          className="fs-comments"
          label={<Trans>Comments</Trans>}
          value={values.comments}
          onChange={(comments) => setValues((v) => ({ ...v, comments }))}
          maxLength={COMMENTS_MAX}
          description={t`${count} of ${COMMENTS_MAX} characters`}
        />
      </fieldset>
      {saveError && (
        <div className="fs-form-error" role="alert">
          {saveError}
        </div>
      )}
      <div className="fs-form-actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" isDisabled={saving}>
          {saving ? <Trans>Saving…</Trans> : submitLabel}
        </Button>
      </div>
    </form>
  );
}
