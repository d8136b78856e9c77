import { describe, expect, it } from 'vitest';
import { lossDefaults } from './loss-assumptions';
import { reportUnits } from './report-units';
import { buildGenerateRequest, fieldErrorsFromServer, firstInvalidField, MESSAGES, type GeneratorForm } from './request';

const imperial = reportUnits('imperial');
const none = { day: null, error: null };
const day = (year: number, month: number, d: number) => ({ day: { year, month, day: d }, error: null });

const form = (patch: Partial<GeneratorForm> = {}): GeneratorForm => ({
  accountIds: [1, 2],
  range: 'last_30_days',
  from: none,
  to: none,
  reportName: '',
  preparedFor: '',
  comments: '',
  changeLoss: false,
  loss: lossDefaults(imperial),
  lossInvalid: [],
  ...patch,
});

describe('buildGenerateRequest', () => {
  it('builds the body, with texts trimmed and empty ones null', () => {
    expect(buildGenerateRequest(form({ reportName: '  Spring check ', comments: 'Line 1\nLine 2' }), imperial)).toEqual({
      body: {
        account_ids: [1, 2],
        date_range_type: 'last_30_days',
        date_from: null,
        date_to: null,
        report_name: 'Spring check',
        prepared_for: null,
        comments: 'Line 1\nLine 2',
        loss_assumptions: null,
      },
      errors: {},
    });
  });

  it('sends the days of a custom range as MM/DD/YYYY and none for other ranges', () => {
    const custom = buildGenerateRequest(form({ range: 'custom', from: day(2024, 1, 5), to: day(2024, 4, 30) }), imperial).body!;
    expect([custom.date_from, custom.date_to]).toEqual(['01/05/2024', '04/30/2024']);
    const latest = buildGenerateRequest(form({ range: 'latest_survey', from: day(2024, 1, 5), to: day(2024, 4, 30) }), imperial).body!;
    expect([latest.date_range_type, latest.date_from, latest.date_to]).toEqual(['latest_survey', null, null]);
  });

  it('needs accounts, and at most the report limit', () => {
    expect(buildGenerateRequest(form({ accountIds: [] }), imperial).errors).toEqual({ account_ids: MESSAGES.noAccount });
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(buildGenerateRequest(form({ accountIds: many }), imperial).errors).toEqual({ account_ids: MESSAGES.tooManyAccounts });
  });

  it('needs both custom days, in order, and keeps the date input own message', () => {
    expect(buildGenerateRequest(form({ range: 'custom' }), imperial).errors).toEqual({ date_from: MESSAGES.dateRequired, date_to: MESSAGES.dateRequired });
    const reversed = buildGenerateRequest(form({ range: 'custom', from: day(2024, 5, 1), to: day(2024, 1, 1) }), imperial);
    expect(reversed).toEqual({ body: null, errors: { date_to: MESSAGES.dateOrder } });
    const malformed = buildGenerateRequest(form({ range: 'custom', from: { day: null, error: MESSAGES.dateFormat }, to: day(2024, 1, 1) }), imperial);
    expect(malformed.errors).toEqual({ date_from: MESSAGES.dateFormat });
  });

  it('sends changed loss assumptions only when the user opened them', () => {
    const loss = { ...lossDefaults(imperial), casing_value: 150 };
    expect(buildGenerateRequest(form({ loss }), imperial).body!.loss_assumptions).toBeNull();
    expect(buildGenerateRequest(form({ loss, changeLoss: true }), imperial).body!.loss_assumptions).toEqual({ casing_value: 150 });
    const invalid = buildGenerateRequest(form({ loss: { ...loss, mpg: 0 }, changeLoss: true, lossInvalid: ['casing_value'] }), imperial);
    expect(invalid.body).toBeNull();
    expect(invalid.errors).toEqual({ 'loss_assumptions.mpg': MESSAGES.positive, 'loss_assumptions.casing_value': MESSAGES.outOfRange });
  });

  it('refuses texts longer than the server takes', () => {
    expect(buildGenerateRequest(form({ reportName: 'x'.repeat(201) }), imperial).errors).toEqual({ report_name: MESSAGES.tooLong });
  });
});

describe('server field errors', () => {
  it('places 400 field errors on the form fields, in the user language where known', () => {
    const placed = fieldErrorsFromServer([
      { field: 'body.date_to', message: 'The end date is before the start date' },
      { field: 'body.account_ids.3', message: 'Too big' },
      { field: 'body.loss_assumptions.mpg', message: 'Too big: expected number to be <=100' },
      { field: 'body.surprise', message: 'Unrecognized key' },
    ]);
    expect(placed.fields).toEqual({ date_to: MESSAGES.dateOrder, account_ids: 'Too big', 'loss_assumptions.mpg': 'Too big: expected number to be <=100' });
    expect(placed.other).toEqual(['Unrecognized key']);
    expect(fieldErrorsFromServer(undefined)).toEqual({ fields: {}, other: [] });
  });

  it('focuses the first wrong field in page order', () => {
    expect(firstInvalidField({ comments: 'x', date_to: 'y' })).toBe('date_to');
    expect(firstInvalidField({})).toBeNull();
  });
});
