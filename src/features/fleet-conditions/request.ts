/**
 * The generator's form to a generate_reports body, with the same rules the server applies
 * (contract generateReportRequest), so a mistake is shown next to its field before any call.
 * Field errors the server still answers with (400) land next to the same fields.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RANGE_ORDER_MESSAGE, rangeOutOfOrder, type CalendarDay } from '../../components/inputs/date-rules';
import { toWireDate } from '../../components/inputs/wire-date';
import { lossAssumptionsBody, type LossField, type LossRule, type LossValues } from './loss-assumptions';
import type { ReportUnits } from './report-units';
import { FLEET_CONDITION_MAX_ACCOUNTS, type DateRangeType, type GenerateReportRequest } from './app-links';

/** Lengths of the request's texts (contract generateReportRequest). */
export const REPORT_NAME_MAX = 200;
export const PREPARED_FOR_MAX = 200;
export const COMMENTS_MAX = 4000;

export interface DateField {
  day: CalendarDay | null;
  /** The date input's own message for its text (format, required), if any. */
  error: MessageDescriptor | null;
}

export interface GeneratorForm {
  accountIds: readonly number[];
  range: DateRangeType;
  from: DateField;
  to: DateField;
  reportName: string;
  preparedFor: string;
  comments: string;
  /** Whether the user opened the assumptions; closed means the server's defaults. */
  changeLoss: boolean;
  loss: LossValues;
  /** Assumption fields whose input reports its own error. */
  lossInvalid: readonly LossField[];
}

export type FormField = 'account_ids' | 'date_from' | 'date_to' | 'report_name' | 'prepared_for' | 'comments' | `loss_assumptions.${LossField}`;
/** A message of ours (translated) or the server's own text. */
export type FieldMessage = MessageDescriptor | string;
export type FieldErrors = Partial<Record<FormField, FieldMessage>>;

/** Order in which fields are checked and focused: the form's order on the page. */
export const FORM_FIELDS: readonly FormField[] = [
  'account_ids',
  'date_from',
  'date_to',
  'report_name',
  'prepared_for',
  'comments',
  'loss_assumptions.miles_per_year',
  'loss_assumptions.mpg',
  'loss_assumptions.fuel_price_per_gallon',
  'loss_assumptions.casing_value',
];

export const MESSAGES = {
  noAccount: msg`Choose at least one account.`,
  tooManyAccounts: msg`A report covers at most ${FLEET_CONDITION_MAX_ACCOUNTS} accounts.`,
  dateRequired: msg`Date is required`,
  dateFormat: msg`Please enter date in the correct format`,
  dateOrder: RANGE_ORDER_MESSAGE,
  tooLong: msg`This text is too long.`,
  valueRequired: msg`Enter a value.`,
  positive: msg`Enter a value greater than 0.`,
  outOfRange: msg`This value is out of range.`,
} as const;

const LOSS_MESSAGES: Record<LossRule, MessageDescriptor> = {
  required: MESSAGES.valueRequired,
  positive: MESSAGES.positive,
  min: MESSAGES.outOfRange,
  max: MESSAGES.outOfRange,
};

const optionalText = (text: string) => {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
};

/** The body to send, or null with the errors to show; both dates travel only for a custom range. */
export function buildGenerateRequest(form: GeneratorForm, units: ReportUnits): { body: GenerateReportRequest | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (form.accountIds.length === 0) errors.account_ids = MESSAGES.noAccount;
  else if (form.accountIds.length > FLEET_CONDITION_MAX_ACCOUNTS) errors.account_ids = MESSAGES.tooManyAccounts;

  const custom = form.range === 'custom';
  if (custom) {
    const check = (field: DateField) => field.error ?? (field.day ? null : MESSAGES.dateRequired);
    const fromError = check(form.from);
    const toError = check(form.to);
    if (fromError) errors.date_from = fromError;
    if (toError) errors.date_to = toError;
    if (!fromError && !toError && rangeOutOfOrder(form.from.day, form.to.day)) errors.date_to = MESSAGES.dateOrder;
  }

  const reportName = optionalText(form.reportName);
  const preparedFor = optionalText(form.preparedFor);
  const comments = form.comments.trim() === '' ? null : form.comments;
  if (reportName && reportName.length > REPORT_NAME_MAX) errors.report_name = MESSAGES.tooLong;
  if (preparedFor && preparedFor.length > PREPARED_FOR_MAX) errors.prepared_for = MESSAGES.tooLong;
  if (comments && comments.length > COMMENTS_MAX) errors.comments = MESSAGES.tooLong;

  let lossAssumptions: GenerateReportRequest['loss_assumptions'] = null;
  if (form.changeLoss) {
    const loss = lossAssumptionsBody(form.loss, units);
    for (const [field, rule] of Object.entries(loss.errors) as [LossField, LossRule][]) errors[`loss_assumptions.${field}`] = LOSS_MESSAGES[rule];
    // An input showing its own message (e.g. too many decimals) blocks the request too.
    for (const field of form.lossInvalid) errors[`loss_assumptions.${field}`] ??= MESSAGES.outOfRange;
    lossAssumptions = loss.body;
  }

  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      account_ids: [...form.accountIds],
      date_range_type: form.range,
      date_from: custom && form.from.day ? toWireDate(form.from.day) : null,
      date_to: custom && form.to.day ? toWireDate(form.to.day) : null,
      report_name: reportName,
      prepared_for: preparedFor,
      comments,
      loss_assumptions: lossAssumptions,
    },
    errors,
  };
}

/** The server's own words for the date rules, shown in the user's language instead. */
const KNOWN_SERVER_MESSAGES: Record<string, MessageDescriptor> = {
  'Date is required': MESSAGES.dateRequired,
  'Please enter date in the correct format': MESSAGES.dateFormat,
  'The end date is before the start date': MESSAGES.dateOrder,
};

/**
 * A 400's field errors (field "body.date_to", "body.account_ids.3", …) placed on the form's
 * fields; errors of fields the form does not show are returned apart, to show above the form.
 */
export function fieldErrorsFromServer(errors: readonly { field: string; message: string }[] | undefined): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const error of errors ?? []) {
    const path = error.field.replace(/^body\.?/, '').split('.');
    const field = (path[0] === 'loss_assumptions' && path[1] ? `loss_assumptions.${path[1]}` : path[0]) as FormField;
    const message = KNOWN_SERVER_MESSAGES[error.message] ?? error.message;
    if (FORM_FIELDS.includes(field)) fields[field] ??= message;
    else other.push(error.message);
  }
  return { fields, other };
}

/** The first field with an error, in page order, to move the focus to. */
export function firstInvalidField(errors: FieldErrors): FormField | null {
  return FORM_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}
