/**
 * export_reports_PNG and export_single_report as PNG: the reports as one picture a manager can
 * print or paste, composed as one SVG page (titles; per report its name, comment, chart,
 * summary tiles and table as the include option says) and rasterised by the shared chart
 * pictures (server/exports/charts), with the chart's own SVG nested in the page.
 */
import type { I18n } from '@lingui/core';
import { figureKind, formatReportFigure } from '../../../contract/fleet-dashboard/chart-model';
import { comparesPrevious, hasPeriodColumn, periodText, readerFields, type ReportResult } from '../../../contract/fleet-dashboard';
import { rasteriseSvg, type PngPicture } from '../../exports/charts';
import { exportI18n } from '../../exports/export-i18n';
import { CHART_SIZE, reportChartSvg } from './export-charts';
import { paramsOf, REPORT_NAMES, sortedTable, titlesOf, type ExportInput } from './export-documents';
import { fieldHeading } from './field-headings';

const PAGE_WIDTH = 800;
const MARGIN = 40;
const INNER = PAGE_WIDTH - 2 * MARGIN;
const TEXT = '#1b2435';
const MUTED = '#5b6472';
const LINE = '#d6dce8';
const TILE_FILL = '#f3f5f9';
const TABLE_ROW = 20;
/** A picture up to this many pixels: a full basket stays a few tens of megabytes while drawn. */
const MAX_PIXELS = 16_000_000;

const escape = (value: string) =>
  value.replace(/[\p{Cc}\p{Cs}\ufffe\uffff]/gu, '').replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
/** Noto Sans at 12 px averages under 7 px a character: cut text to the room it has. */
const fit = (value: string, width: number, size: number) => {
  const room = Math.max(1, Math.floor(width / (size * 0.56)));
  return value.length > room ? `${value.slice(0, room - 1)}…` : value;
};
const text = (x: number, y: number, value: string, size: number, options: { bold?: boolean; color?: string; anchor?: 'start' | 'end' } = {}) =>
  `<text x="${x}" y="${y}" font-family="Noto Sans" font-size="${size}"${options.bold ? ' font-weight="bold"' : ''} fill="${options.color ?? TEXT}"${options.anchor === 'end' ? ' text-anchor="end"' : ''}>${escape(value)}</text>`;

/** Words into lines of at most `room` characters. */
function wrap(value: string, room: number): string[] {
  const lines: string[] = [];
  for (const paragraph of value.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      if (line && line.length + 1 + word.length > room) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines;
}

const LINE_STEP = 14;
/** Noto Sans at 11 px: the width of a character, on average, for laying out columns. */
const CHAR_WIDTH = 11 * 0.56;

/** A cell's lines within `width` pixels; a single word longer than the line is the only thing ever cut. */
function wrapToWidth(value: string, width: number, size: number): string[] {
  return wrap(value, Math.max(1, Math.floor(width / (size * 0.56)))).map((line) => fit(line, width, size));
}

/**
 * Column widths from what they hold: each column as wide as its longest cell (its heading may
 * wrap onto a second line), all of them shrunk alike when the page is narrower, and room left
 * over shared out, so a long period label keeps its words.
 */
function columnWidths(headers: string[], rows: string[][]): number[] {
  const wanted = headers.map((header, column) => {
    const longestWord = Math.max(...header.split(/\s+/).map((word) => word.length));
    const cells = Math.max(0, ...rows.map((row) => (row[column] ?? '').length));
    return Math.max(longestWord, Math.ceil(header.length / 2), cells) * CHAR_WIDTH + 12;
  });
  const total = wanted.reduce((a, b) => a + b, 0);
  return wanted.map((width) => (width / total) * INNER);
}


class Page {
  y = MARGIN;
  readonly parts: string[] = [];
  add(part: string, height: number): void {
    this.parts.push(part);
    this.y += height;
  }
}

function drawTiles(page: Page, report: ReportResult, i18n: I18n, format: (field: string, value: number | null) => string): void {
  const tiles = report.summary;
  const perRow = 4;
  const gap = 10;
  const width = (INNER - gap * (perRow - 1)) / perRow;
  for (let start = 0; start < tiles.length; start += perRow) {
    const row = tiles.slice(start, start + perRow).map((tile, index) => {
      const x = MARGIN + index * (width + gap);
      return `<rect x="${x}" y="${page.y}" width="${width}" height="46" rx="4" fill="${TILE_FILL}"/>${text(x + 10, page.y + 18, fit(fieldHeading(i18n, tile.key), width - 20, 11), 11, { color: MUTED })}${text(x + 10, page.y + 38, fit(format(tile.key, tile.value), width - 20, 15), 15, { bold: true })}`;
    });
    page.add(row.join(''), 46 + gap);
  }
}

function drawTable(page: Page, input: ExportInput, report: ReportResult, index: number, i18n: I18n, format: (field: string, value: number | null) => string): void {
  const isPeriod = hasPeriodColumn(report.report_type);
  const fields = readerFields(report.report_type, comparesPrevious(report));
  const headers = [...(isPeriod ? [i18n._('Period')] : []), ...fields.map((field) => fieldHeading(i18n, field))];
  const rows = sortedTable(report, paramsOf(input, index)).map((row) => [
    ...(isPeriod ? [periodText(row, report.report_part !== null, input.language)] : []),
    ...fields.map((field) => (typeof row[field] === 'number' || row[field] === null ? format(field, row[field] as number | null) : String(row[field] ?? ''))),
  ]);
  const widths = columnWidths(headers, rows);
  const left = widths.map((_, column) => MARGIN + widths.slice(0, column).reduce((a, b) => a + b, 0));
  // Every cell wraps onto as many lines as its words need: a label is never cut short.
  const linesOf = (values: string[]) => values.map((value, column) => wrapToWidth(value, widths[column]! - 12, 11));
  const drawLines = (cells: string[][], y: number, options: { bold?: boolean }) =>
    cells
      .flatMap((lines, column) =>
        lines.map((line, index) => text(column === 0 ? left[column]! + 6 : left[column]! + widths[column]! - 6, y + 14 + index * LINE_STEP, line, 11, { ...options, anchor: column === 0 ? 'start' : 'end' })),
      )
      .join('');
  const heightOf = (cells: string[][]) => TABLE_ROW + (Math.max(1, ...cells.map((lines) => lines.length)) - 1) * LINE_STEP;
  const headerCells = linesOf(headers);
  const headerHeight = heightOf(headerCells);
  page.add(`<rect x="${MARGIN}" y="${page.y}" width="${INNER}" height="${headerHeight}" fill="#d9e1f2"/>${drawLines(headerCells, page.y, { bold: true })}`, headerHeight);
  rows.forEach((values, row) => {
    const cells = linesOf(values);
    const height = heightOf(cells);
    const zebra = row % 2 === 1 ? `<rect x="${MARGIN}" y="${page.y}" width="${INNER}" height="${height}" fill="${TILE_FILL}"/>` : '';
    page.add(`${zebra}${drawLines(cells, page.y, {})}`, height);
  });
  if (rows.length === 0) page.add(text(MARGIN + 6, page.y + 14, i18n._('No rows in the chosen period'), 11, { color: MUTED }), TABLE_ROW);
  page.y += 8;
}

/** The reports of an export as one SVG page, PAGE_WIDTH wide. */
export function exportPageSvg(input: ExportInput): { svg: string; width: number; height: number } {
  const { customer, title, subtitle } = titlesOf(input);
  const { answer } = input;
  const i18n = exportI18n(input.language);
  const page = new Page();
  page.add(text(MARGIN, page.y + 22, fit(i18n._(title), INNER, 24), 24, { bold: true }), 34);
  page.add(text(MARGIN, page.y + 16, fit(customer, INNER, 15), 15), 22);
  page.add(text(MARGIN, page.y + 14, fit(subtitle, INNER, 13), 13, { color: MUTED }), 24);
  answer.reports.forEach((report, index) => {
    const params = paramsOf(input, index);
    const format = (field: string, value: number | null) => formatReportFigure(value, input.language, figureKind(report.report_type, field), answer.currency_symbol);
    page.add(`<line x1="${MARGIN}" y1="${page.y + 6}" x2="${PAGE_WIDTH - MARGIN}" y2="${page.y + 6}" stroke="${LINE}"/>`, 16);
    page.add(text(MARGIN, page.y + 18, fit(i18n._(REPORT_NAMES[report.report_type]), INNER, 18), 18, { bold: true }), 28);
    for (const line of params.comment ? wrap(params.comment, Math.floor(INNER / (13 * 0.56))) : []) page.add(text(MARGIN, page.y + 14, line, 13, { color: MUTED }), 19);
    if (params.include_option !== 'only_table' && report.graph.categories.length > 0) {
      const chart = reportChartSvg(report, answer.currency_symbol, input.language).replace('<svg ', `<svg x="${MARGIN}" y="${page.y}" `);
      page.add(chart, CHART_SIZE.height + 8);
    }
    drawTiles(page, report, i18n, format);
    if (params.include_option !== 'only_graph') drawTable(page, input, report, index, i18n, format);
  });
  const height = Math.ceil(page.y + MARGIN);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${PAGE_WIDTH}" height="${height}" viewBox="0 0 ${PAGE_WIDTH} ${height}"><rect width="${PAGE_WIDTH}" height="${height}" fill="#ffffff"/>${page.parts.join('')}</svg>`;
  return { svg, width: PAGE_WIDTH, height };
}

/** The export as a PNG: twice the page's pixels each way, less for a long basket (MAX_PIXELS). */
export async function exportPng(input: ExportInput): Promise<PngPicture> {
  const { svg, width, height } = exportPageSvg(input);
  const scale = Math.min(2, Math.sqrt(MAX_PIXELS / (width * height)));
  return rasteriseSvg(svg, scale);
}
