import { z } from 'zod';
import { DATE_RANGE_TYPES, POTENTIAL_LOSS_DEFAULTS, type DateRangeType, type GenerateReportRequest } from '../../../contract/fleet-conditions';
import { parseUsDate } from '../../../contract/common-lookups';
import { exportWords } from '../../exports/export-words';

/**
 * What a queued row's `parameters` hold: the request with every relative choice settled when
 * it was made (dates, name, assumptions), so the report shows the period the user asked for
 * however long it waits in the queue.
 */
export const storedParameters = z.object({
  account_ids: z.array(z.number().int().positive()).min(1),
  date_range: z.object({
    type: z.enum(DATE_RANGE_TYPES),
    date_from: z.string().nullable(),
    date_to: z.string().nullable(),
    label: z.string(),
  }),
  report_name: z.string(),
  comments: z.string().nullable(),
  prepared_for: z.string(),
  prepared_by: z.string(),
  loss_assumptions: z.object({
    miles_per_year: z.number().positive(),
    mpg: z.number().positive(),
    fuel_price_per_gallon: z.number().positive(),
    casing_value: z.number().min(0),
    currency_symbol: z.string(),
  }),
  requested_at: z.string(),
});
export type StoredParameters = z.infer<typeof storedParameters>;
export type ResolvedRange = StoredParameters['date_range'];

const DAY_MS = 86_400_000;
const iso = (date: Date) => date.toISOString().slice(0, 10);
const us = (date: Date) => `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;

const RANGE_NAMES: Record<DateRangeType, string> = {
  custom: /*i18n*/ 'Custom',
  last_30_days: /*i18n*/ 'Last 30 days',
  month_to_date: /*i18n*/ 'Month to date',
  year_to_date: /*i18n*/ 'Year to date',
  quarter: /*i18n*/ 'Quarter to date',
  latest_survey: /*i18n*/ 'Latest survey per location',
};

/**
 * A stored range as its files say it in the reader's language: its name and its days written as
 * the language writes a date. The stored `label` is the English one reports are named after.
 */
export function rangeLabelIn(range: ResolvedRange, language: string): string {
  const { i18n } = exportWords(language);
  const name = i18n._(RANGE_NAMES[range.type]);
  if (!range.date_from || !range.date_to) return name;
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' });
  const days = `${day.format(new Date(`${range.date_from}T00:00:00Z`))} – ${day.format(new Date(`${range.date_to}T00:00:00Z`))}`;
  return range.type === 'custom' ? days : `${name}: ${days}`;
}

/**
 * Settles a range type into days. `today` is the user's calendar day (from the user-time
 * header when sent). Last 30 days runs from 30 days back to the end of today (spec 1 §9);
 * quarter is the current calendar quarter up to today, like month and year to date.
 */
export function resolveRange(request: Pick<GenerateReportRequest, 'date_range_type' | 'date_from' | 'date_to'>, today: Date): ResolvedRange {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const type = request.date_range_type;
  let from: Date | null = null;
  let to: Date | null = day;
  switch (type) {
    case 'custom':
      from = parseUsDate(request.date_from ?? '');
      to = parseUsDate(request.date_to ?? '');
      break;
    case 'last_30_days':
      from = new Date(day.getTime() - 30 * DAY_MS);
      break;
    case 'month_to_date':
      from = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
      break;
    case 'year_to_date':
      from = new Date(Date.UTC(day.getUTCFullYear(), 0, 1));
      break;
    case 'quarter':
      from = new Date(Date.UTC(day.getUTCFullYear(), Math.floor(day.getUTCMonth() / 3) * 3, 1));
      break;
    case 'latest_survey':
      to = null;
      break;
  }
  if (type !== 'latest_survey' && (!from || !to)) throw new Error('a custom range needs both dates');
  const label = from && to ? `${type === 'custom' ? '' : `${RANGE_NAMES[type]}: `}${us(from)} – ${us(to)}` : RANGE_NAMES[type];
  return { type, date_from: from ? iso(from) : null, date_to: to ? iso(to) : null, label };
}

const MAX_NAME = 200;

/** Names the report after its first account and its period when the user gave no name. */
export function defaultReportName(accountNames: readonly string[], range: ResolvedRange): string {
  const more = accountNames.length > 1 ? ` +${accountNames.length - 1}` : '';
  return `Fleet condition – ${accountNames[0] ?? ''}${more} – ${range.label}`.slice(0, MAX_NAME);
}

/** Who the report is for, when the request does not say: the accounts, shortened past three. */
export function defaultPreparedFor(accountNames: readonly string[]): string {
  const shown = accountNames.slice(0, 3).join(', ');
  return (accountNames.length > 3 ? `${shown} and ${accountNames.length - 3} more` : shown).slice(0, MAX_NAME);
}

export interface ParameterContext {
  accountNames: string[];
  today: Date;
  preparedBy: string;
  currencySymbol: string;
  now: Date;
}

export function buildParameters(request: GenerateReportRequest, context: ParameterContext): StoredParameters {
  const range = resolveRange(request, context.today);
  const loss = request.loss_assumptions ?? {};
  return {
    account_ids: [...new Set(request.account_ids)],
    date_range: range,
    report_name: request.report_name?.trim() || defaultReportName(context.accountNames, range),
    comments: request.comments?.trim() || null,
    prepared_for: request.prepared_for?.trim() || defaultPreparedFor(context.accountNames),
    prepared_by: context.preparedBy,
    loss_assumptions: {
      miles_per_year: loss.miles_per_year ?? POTENTIAL_LOSS_DEFAULTS.miles_per_year,
      mpg: loss.mpg ?? POTENTIAL_LOSS_DEFAULTS.mpg,
      fuel_price_per_gallon: loss.fuel_price_per_gallon ?? POTENTIAL_LOSS_DEFAULTS.fuel_price_per_gallon,
      casing_value: loss.casing_value ?? POTENTIAL_LOSS_DEFAULTS.casing_value,
      currency_symbol: context.currencySymbol || '$',
    },
    requested_at: context.now.toISOString(),
  };
}
