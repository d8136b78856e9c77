import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { AccountPicker } from '../../../components/account-selection';
import { Button } from '../../../components/ui/button';
import { badRequestOf, useGenerateReport, useUserPreferences } from '../api';
import { lossDefaults, type LossField, type LossValues } from '../loss-assumptions';
import {
  buildGenerateRequest,
  COMMENTS_MAX,
  fieldErrorsFromServer,
  firstInvalidField,
  PREPARED_FOR_MAX,
  REPORT_NAME_MAX,
  type DateField,
  type FieldErrors,
  type FormField,
} from '../request';
import { errorMessage, FLEET_CONDITION_MAX_ACCOUNTS, type DateRangeType } from '../app-links';
import { DateRangeFields } from './date-range-fields';
import { LossAssumptionFields } from './loss-assumption-fields';
import { TextField } from './text-field';
import { useFieldMessage } from './use-field-message';
import { useReportUnits } from './use-report-units';

/** DOM ids of the fields, so a failed Generate can move the focus to the first wrong one. */
const FIELD_IDS: Record<FormField, string> = {
  account_ids: 'fc-accounts',
  date_from: 'fc-date-from',
  date_to: 'fc-date-to',
  report_name: 'fc-report-name',
  prepared_for: 'fc-prepared-for',
  comments: 'fc-comments',
  'loss_assumptions.miles_per_year': 'fc-loss-miles',
  'loss_assumptions.mpg': 'fc-loss-mpg',
  'loss_assumptions.fuel_price_per_gallon': 'fc-loss-fuel-price',
  'loss_assumptions.casing_value': 'fc-loss-casing',
};
const lossKey = (field: LossField) => `loss_assumptions.${field}` as const;

function focusField(field: FormField | null) {
  if (!field) return;
  // The account table's region has the id itself; inputs carry the shared "-input" suffix.
  const element = document.getElementById(FIELD_IDS[field]) ?? document.getElementById(`${FIELD_IDS[field]}-input`);
  element?.focus();
}

const emptyDate: DateField = { day: null, error: null };

export interface ReportGeneratorProps {
  /** Called with the queued report's id once the server accepted the request. */
  onGenerated: (id: number) => void;
}

/** The generator: accounts, period, names, comments and optional assumptions; Generate queues a report. */
export function ReportGenerator({ onGenerated }: ReportGeneratorProps) {
  const { t } = useLingui();
  const show = useFieldMessage();
  const units = useReportUnits();
  const preferences = useUserPreferences();
  const generate = useGenerateReport();
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const [range, setRange] = useState<DateRangeType>('last_30_days');
  const [from, setFrom] = useState<DateField>(emptyDate);
  const [to, setTo] = useState<DateField>(emptyDate);
  const [reportName, setReportName] = useState('');
  const [preparedFor, setPreparedFor] = useState('');
  const [comments, setComments] = useState('');
  const [changeLoss, setChangeLoss] = useState(false);
  const [loss, setLoss] = useState<LossValues>(() => lossDefaults(units));
  const [lossInvalid, setLossInvalid] = useState<LossField[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);

  /** A field edited loses the message Generate or the server gave it. */
  const clear = (field: FormField) => setErrors((previous) => (previous[field] === undefined ? previous : { ...previous, [field]: undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (generate.isPending) return;
    setFormErrors([]);
    const { body, errors: found } = buildGenerateRequest(
      { accountIds, range, from, to, reportName, preparedFor, comments, changeLoss, loss, lossInvalid },
      units,
    );
    setErrors(found);
    if (!body) return focusField(firstInvalidField(found));
    try {
      const answer = await generate.mutateAsync(body);
      onGenerated(answer.id);
    } catch (failure) {
      const bad = await badRequestOf(failure);
      if (bad?.errors?.length) {
        const placed = fieldErrorsFromServer(bad.errors);
        setErrors(placed.fields);
        setFormErrors(placed.other);
        focusField(firstInvalidField(placed.fields));
      } else {
        setFormErrors([bad?.message ?? (await errorMessage(failure))]);
      }
    }
  };

  const onLossChange = (field: LossField, value: number | null, error: MessageDescriptor | null) => {
    setLoss((previous) => ({ ...previous, [field]: value }));
    setLossInvalid((previous) => (error ? [...new Set([...previous, field])] : previous.filter((f) => f !== field)));
    clear(lossKey(field));
  };

  const count = comments.length;

  return (
    <form className="panel fc-generator" onSubmit={(event) => void submit(event)} aria-labelledby="fc-generator-title" noValidate>
      <h2 id="fc-generator-title" className="panel-title">
        <Trans>New report</Trans>
      </h2>
      {formErrors.length > 0 ? (
        <div className="fc-form-errors" role="alert">
          {formErrors.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
      <AccountPicker
        id={FIELD_IDS.account_ids}
        area="fleet_conditions"
        maxAccounts={FLEET_CONDITION_MAX_ACCOUNTS}
        selectedIds={accountIds}
        error={show(errors.account_ids)}
        onChange={(ids) => {
          setAccountIds(ids);
          clear('account_ids');
        }}
      />
      <DateRangeFields
        range={range}
        from={from}
        to={to}
        ids={{ from: FIELD_IDS.date_from, to: FIELD_IDS.date_to }}
        fromError={show(errors.date_from)}
        toError={show(errors.date_to)}
        onRangeChange={(next) => {
          setRange(next);
          clear('date_from');
          clear('date_to');
        }}
        onFromChange={(next) => {
          setFrom(next);
          clear('date_from');
          clear('date_to');
        }}
        onToChange={(next) => {
          setTo(next);
          clear('date_to');
        }}
      />
      <div className="fc-text-fields">
        <TextField
          id={FIELD_IDS.report_name}
          label={t`Report name (optional)`}
          description={t`Left empty, the report is named after its first account and period.`}
          value={reportName}
          maxLength={REPORT_NAME_MAX}
          error={show(errors.report_name)}
          onChange={(value) => {
            setReportName(value);
            clear('report_name');
          }}
        />
        <TextField
          id={FIELD_IDS.prepared_for}
          label={t`Prepared for (optional)`}
          description={t`Shown on the cover; left empty, the account names.`}
          value={preparedFor}
          maxLength={PREPARED_FOR_MAX}
          error={show(errors.prepared_for)}
          onChange={(value) => {
            setPreparedFor(value);
            clear('prepared_for');
          }}
        />
      </div>
      <TextField
        id={FIELD_IDS.comments}
        multiline
        label={t`Comments (optional)`}
        description={t`${count} of ${COMMENTS_MAX} characters`}
        value={comments}
        maxLength={COMMENTS_MAX}
        error={show(errors.comments)}
        onChange={(value) => {
          setComments(value);
          clear('comments');
        }}
      />
      <LossAssumptionFields
        open={changeLoss}
        onOpenChange={setChangeLoss}
        values={loss}
        units={units}
        currencySymbol={preferences.data?.currency_symbol ?? '$'}
        idOf={(field) => FIELD_IDS[lossKey(field)]}
        errors={{
          miles_per_year: show(errors['loss_assumptions.miles_per_year']),
          mpg: show(errors['loss_assumptions.mpg']),
          fuel_price_per_gallon: show(errors['loss_assumptions.fuel_price_per_gallon']),
          casing_value: show(errors['loss_assumptions.casing_value']),
        }}
        onChange={onLossChange}
      />
      <div className="fc-actions">
        <Button type="submit" isDisabled={generate.isPending} className="fc-generate">
          {generate.isPending ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
          <Trans>Generate report</Trans>
        </Button>
        <span className="fc-hint">
          <Trans>The report is made in the background and appears in the list below.</Trans>
        </span>
      </div>
    </form>
  );
}
