import { safeLocale } from '../../contract/date-format';
import type { ColumnKind, ReportColumn, ReportMeta } from './report-model';

/** Unknown or malformed language tags fall back to en-US instead of failing the export. */
export { safeLocale };
import { formatMinutes } from '../../contract/duration';
import { formatNumber } from '../../contract/number-format';
import { exportI18n } from './export-i18n';
import { convertMeasure, headerWithUnit, isMeasureKind, roundTo, unitDisplay, type MeasureUnits } from './units';

/** A column ready to render: header with its unit, and readers for a sheet cell and for text. */
export interface PreparedColumn {
  key: string;
  header: string;
  kind: ColumnKind;
  width: number;
  decimals: number;
  /** Typed value for a spreadsheet cell (converted, rounded); null for an empty cell. */
  cellValue(value: unknown): number | string | Date | null;
  /** The value as the user reads it in their language and units. */
  text(value: unknown): string;
}

const DEFAULT_DECIMALS: Partial<Record<ColumnKind, number>> = { number: 2, percent: 1, currency: 2 };
const DEFAULT_WIDTH: Record<ColumnKind, number> = {
  text: 20,
  integer: 10,
  number: 12,
  percent: 10,
  currency: 14,
  duration: 12,
  date: 12,
  datetime: 18,
  pressure: 12,
  tread: 12,
  distance: 12,
  volume: 12,
  torque: 12,
};

function safeTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  // Drizzle returns numeric columns as strings.
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * Separators stay bare so Excel still reads "hh:mm" as hours and minutes (it only takes "mm"
 * for minutes right after an hour code); any other literal text is quoted.
 */
function excelLiteral(text: string): string {
  return /^[/\-:. ]+$/.test(text) ? text : `"${text.replace(/"/g, '')}"`;
}

const QUARTER_HOUR = 15 * 60 * 1000;
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' && value.trim() !== '') {
    const day = DAY_ONLY.exec(value.trim());
    // A calendar day must not shift by the server's zone.
    const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  return null;
}

/** Formatting shared by all columns of one document (one set of Intl formatters). */
export class DocumentFormat {
  readonly locale: string;
  readonly timeZone: string;
  readonly currencySymbol: string;
  private readonly dayFormat: Intl.DateTimeFormat;
  private readonly instantFormat: Intl.DateTimeFormat;
  private readonly wallClockFormat: Intl.DateTimeFormat;
  private readonly offsets = new Map<number, number>();

  constructor(readonly meta: ReportMeta) {
    this.locale = safeLocale(meta.language);
    this.timeZone = safeTimeZone(meta.timeZone);
    this.currencySymbol = meta.currencySymbol ?? '$';
    const day = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    this.dayFormat = new Intl.DateTimeFormat(this.locale, { ...day, timeZone: 'UTC' });
    this.instantFormat = new Intl.DateTimeFormat(this.locale, { ...day, hour: '2-digit', minute: '2-digit', timeZone: this.timeZone });
    this.wallClockFormat = new Intl.DateTimeFormat('en-US', {
      ...day,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: this.timeZone,
    });
  }

  formatNumber(value: number, decimals: number, style: 'decimal' | 'percent' = 'decimal'): string {
    return formatNumber(value, this.locale, { style, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  }

  formatDay(date: Date): string {
    return this.dayFormat.format(date);
  }

  formatInstant(date: Date): string {
    return this.instantFormat.format(date);
  }

  /**
   * Spreadsheet cells hold no zone: an instant is written as its wall-clock time in the
   * document's zone, encoded as if it were UTC (how exceljs turns Dates into serials).
   */
  wallClock(date: Date): Date {
    // Zone offsets only change on quarter hours, so one lookup serves every instant in the same quarter.
    const quarter = Math.floor(date.getTime() / QUARTER_HOUR);
    let offset = this.offsets.get(quarter);
    if (offset === undefined) {
      const parts: Record<string, number> = {};
      for (const part of this.wallClockFormat.formatToParts(new Date(quarter * QUARTER_HOUR))) {
        if (part.type !== 'literal') parts[part.type] = Number(part.value);
      }
      const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
      offset = Date.UTC(year, month - 1, day, hour, minute, second) - quarter * QUARTER_HOUR;
      if (this.offsets.size > 10_000) this.offsets.clear();
      this.offsets.set(quarter, offset);
    }
    return new Date(date.getTime() + offset);
  }

  /** An Excel number format showing days (and times) in the order and separators of the locale. */
  excelDateFormat(withTime: boolean): string {
    const format = withTime ? this.instantFormat : this.dayFormat;
    const tokens: Record<string, string> = { year: 'yyyy', month: 'mm', day: 'dd', hour: 'hh', minute: 'mm', dayPeriod: 'AM/PM' };
    return format
      .formatToParts(new Date(Date.UTC(2024, 0, 31, 13, 5)))
      .map((part) => tokens[part.type] ?? (part.type === 'literal' ? excelLiteral(part.value) : ''))
      .join('');
  }

  prepareColumn(column: ReportColumn): PreparedColumn {
    const kind = column.kind ?? 'text';
    const system: MeasureUnits = this.meta.pressureUnit ? { system: this.meta.unitOfMeasurement, pressure: this.meta.pressureUnit } : this.meta.unitOfMeasurement;
    const measure = isMeasureKind(kind) ? kind : undefined;
    const decimals = column.decimals ?? (measure ? unitDisplay(measure, system).decimals : (DEFAULT_DECIMALS[kind] ?? 0));
    const header = measure ? headerWithUnit(column.header, measure, system, (unit) => exportI18n(this.meta.language)._(unit)) : column.header;
    const numeric = (value: unknown): number | null => {
      const n = toNumber(value);
      if (n === null) return null;
      return measure ? convertMeasure(measure, system, n, decimals) : roundTo(n, decimals);
    };
    const asText = (value: unknown) => (value === null || value === undefined ? '' : value instanceof Date ? this.formatInstant(value) : String(value));

    const cellValue = (value: unknown): number | string | Date | null => {
      if (value === null || value === undefined || value === '') return null;
      if (kind === 'text') return asText(value);
      if (kind === 'date' || kind === 'datetime') {
        const date = toDate(value);
        if (!date) return asText(value);
        return kind === 'date' ? date : this.wallClock(date);
      }
      const n = numeric(value);
      if (n === null) return asText(value);
      if (kind === 'duration') return n / 1440; // Excel counts time in days
      return kind === 'percent' ? roundTo(n / 100, decimals + 2) : n;
    };

    const text = (value: unknown): string => {
      if (value === null || value === undefined) return '';
      if (kind === 'text') return asText(value);
      if (kind === 'date' || kind === 'datetime') {
        const date = toDate(value);
        if (!date) return asText(value);
        return kind === 'date' ? this.formatDay(date) : this.formatInstant(date);
      }
      const n = numeric(value);
      if (n === null) return asText(value);
      if (kind === 'percent') return this.formatNumber(n / 100, decimals, 'percent');
      if (kind === 'currency') return `${this.currencySymbol}${this.formatNumber(n, decimals)}`;
      if (kind === 'duration') return formatMinutes(n, this.locale);
      return this.formatNumber(n, decimals);
    };

    return { key: column.key, header, kind, width: column.width ?? DEFAULT_WIDTH[kind], decimals, cellValue, text };
  }
}

/** A figure of a summary line as the screens write it: the language's grouping, 2 decimals at most. */
export function summaryFigure(value: number | null, language: string, suffix = ''): string {
  if (value === null) return '–';
  return `${formatNumber(value, language, { maximumFractionDigits: 2 })}${suffix}`;
}

/** A figure with exactly `digits` decimals in the language's grouping (costs per mile: $0.0123). */
export function fixedFigure(value: number, language: string, digits: number): string {
  return formatNumber(value, language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
