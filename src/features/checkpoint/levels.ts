/**
 * How exception levels look. Colour is never the only cue: every level has a text label and an
 * icon shape, so colour-blind users and printouts read the same thing.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExceptionLevel, ReportRow, ReportTiles } from './app-links';
import { formatNumber } from '../../../contract/number-format';

export interface LevelLook {
  /** CSS modifier: level-ok, level-warning, level-critical, level-unknown. */
  className: string;
  /** Translated where shown. */
  label: MessageDescriptor;
  /** A glyph for the level: check, triangle, octagon-ish cross, question mark. */
  symbol: string;
}

export const LEVEL_LOOK: Record<ExceptionLevel, LevelLook> = {
  ok: { className: 'level-ok', label: msg({ message: 'OK', context: 'tire level' }), symbol: '✓' },
  warning: { className: 'level-warning', label: msg`Warning`, symbol: '▲' },
  critical: { className: 'level-critical', label: msg`Critical`, symbol: '✕' },
  unknown: { className: 'level-unknown', label: msg`Not read`, symbol: '?' },
};

export type TileKey = keyof ReportTiles;

/** Tiles in display order with the level that colours them (none for the plain counts). */
export const REPORT_TILES: readonly { key: TileKey; tone: ExceptionLevel | null }[] = [
  { key: 'total_units', tone: null },
  { key: 'total_tires', tone: null },
  { key: 'critical_exceptions', tone: 'critical' },
  { key: 'warning_exceptions', tone: 'warning' },
];

/** A count tile's tone: a critical or warning tile with nothing in it reads as OK. */
export function tileTone(tone: ExceptionLevel | null, value: number): ExceptionLevel | null {
  if (tone === null) return null;
  return value > 0 ? tone : 'ok';
}

/** A row's worst level, for the row marker in the table. */
export function rowLevel(row: Pick<ReportRow, 'critical_exceptions' | 'warning_exceptions'>): ExceptionLevel {
  if (row.critical_exceptions > 0) return 'critical';
  if (row.warning_exceptions > 0) return 'warning';
  return 'ok';
}

/** A measurement for a wheel in the user's locale, or a dash when not read. */
export function formatMeasure(value: number | null, unit: string, locale = 'en-US'): string {
  if (value === null) return '—';
  // bar keeps the two decimals the server sends (6.48 bar); kPa are whole, the rest one decimal.
  const decimals = unit === 'bar' ? 2 : unit === 'kPa' ? 0 : 1;
  const number = formatNumber(value, locale, { maximumFractionDigits: decimals });
  return `${number} ${unit === '32nds' ? '/32"' : unit}`;
}
