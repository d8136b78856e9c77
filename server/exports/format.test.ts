import { describe, expect, it } from 'vitest';
import { DocumentFormat, safeLocale, toDate, toNumber } from './format';
import type { ReportMeta } from './report-model';

const meta = (overrides: Partial<ReportMeta> = {}): ReportMeta => ({
  title: 'T',
  filters: [],
  generatedAt: new Date(Date.UTC(2024, 0, 31, 18, 5)),
  generatedBy: 'A',
  language: 'en-US',
  unitOfMeasurement: 'imperial',
  ...overrides,
});

describe('document formats', () => {
  it('shows days as MM/DD/YYYY in en-US and in the locale order elsewhere', () => {
    const date = { key: 'd', header: 'Date', kind: 'date' as const };
    expect(new DocumentFormat(meta()).prepareColumn(date).text('2024-03-05')).toBe('03/05/2024');
    expect(new DocumentFormat(meta({ language: 'de-DE' })).prepareColumn(date).text('2024-03-05')).toBe('05.03.2024');
    expect(new DocumentFormat(meta({ language: 'en-GB' })).prepareColumn(date).text(new Date(Date.UTC(2024, 2, 5)))).toBe('05/03/2024');
  });

  it('derives Excel date formats from the locale', () => {
    expect(new DocumentFormat(meta()).excelDateFormat(false)).toBe('mm/dd/yyyy');
    expect(new DocumentFormat(meta({ language: 'de-DE' })).excelDateFormat(false)).toBe('dd.mm.yyyy');
    expect(new DocumentFormat(meta({ language: 'de-DE' })).excelDateFormat(true)).toBe('dd.mm.yyyy", "hh:mm');
  });

  it('writes instants as wall-clock time of the report zone', () => {
    const format = new DocumentFormat(meta({ timeZone: 'America/Chicago' }));
    const column = format.prepareColumn({ key: 'at', header: 'At', kind: 'datetime' });
    expect(column.cellValue('2024-01-31T18:05:00Z')).toEqual(new Date(Date.UTC(2024, 0, 31, 12, 5)));
    expect(column.text('2024-01-31T18:05:00Z')).toBe('01/31/2024, 12:05 PM');
  });

  it('formats numbers, percents and currency for text', () => {
    const format = new DocumentFormat(meta({ currencySymbol: '€', language: 'fr-FR' }));
    expect(format.prepareColumn({ key: 'n', header: 'N', kind: 'number' }).text('1234.567')).toBe('1\u202f234,57');
    expect(format.prepareColumn({ key: 'p', header: 'P', kind: 'percent' }).text(25.55)).toBe('25,6\u00a0%');
    expect(format.prepareColumn({ key: 'c', header: 'C', kind: 'currency' }).text(10)).toBe('€10,00');
    expect(format.prepareColumn({ key: 'p', header: 'P', kind: 'percent' }).cellValue(25.55)).toBe(0.256);
  });

  it('keeps values it cannot read as numbers or dates as text', () => {
    const format = new DocumentFormat(meta());
    expect(format.prepareColumn({ key: 'p', header: 'P', kind: 'pressure' }).cellValue('n/a')).toBe('n/a');
    expect(format.prepareColumn({ key: 'd', header: 'D', kind: 'date' }).text('someday')).toBe('someday');
    expect(format.prepareColumn({ key: 'p', header: 'P', kind: 'pressure' }).cellValue(null)).toBeNull();
  });

  it('reads database values', () => {
    expect(toNumber('12.50')).toBe(12.5);
    expect(toNumber('')).toBeNull();
    expect(toNumber(10n)).toBe(10);
    expect(toDate('2024-03-05')?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
    expect(toDate('not a date')).toBeNull();
  });

  it('falls back to en-US and UTC for unusable settings', () => {
    expect(safeLocale('not a locale!')).toBe('en-US');
    expect(new DocumentFormat(meta({ timeZone: 'Mars/Base' })).timeZone).toBe('UTC');
  });
});
