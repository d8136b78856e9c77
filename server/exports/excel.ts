import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { addExcelCharts } from './chart-grid';
import { DocumentFormat, type PreparedColumn } from './format';
import { localizeDocument } from './export-i18n';
import { exportLabels, type ExportLabels } from './labels';
import { OutputGuard, PACE_ROWS } from './output-guard';
import { BAND_FILL, CELL_COLORS, HEADER_FILL, HEADER_TEXT, MUTED_TEXT } from './palette';
import { addExcelPictures, writeWholeWorkbook } from './pictures';
import { PORTAL_NAME, type ReportDocument, type ReportFilter, type ReportSection } from './report-model';
import { prefetchRows, type Prefetched } from './row-source';
import { SheetNamer } from './sheet-names';

type Worksheet = ExcelJS.Worksheet;
type Fill = ExcelJS.Fill;

const EXCEL_MAX_ROWS = 1_048_576;
const EXCEL_MAX_CELL_TEXT = 32_767;
const MAX_COLUMN_WIDTH = 60;

const solid = (rgb: string): Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${rgb}` } });
const CELL_STYLES = Object.fromEntries(
  Object.entries(CELL_COLORS).map(([color, { fill, text }]) => [color, { fill: solid(fill), font: { color: { argb: `FF${text}` } } }]),
) as Record<keyof typeof CELL_COLORS, { fill: Fill; font: Partial<ExcelJS.Font> }>;

function decimalsFormat(decimals: number, grouping = true): string {
  const integer = grouping ? '#,##0' : '0';
  return decimals > 0 ? `${integer}.${'0'.repeat(decimals)}` : integer;
}

function numberFormat(column: PreparedColumn, format: DocumentFormat): string | undefined {
  switch (column.kind) {
    case 'text':
      return undefined;
    case 'percent':
      return `${decimalsFormat(column.decimals, false)}%`;
    case 'currency':
      return `"${format.currencySymbol.replace(/"/g, '')}"${decimalsFormat(column.decimals)}`;
    case 'duration':
      return '[h]:mm';
    case 'date':
      return format.excelDateFormat(false);
    case 'datetime':
      return format.excelDateFormat(true);
    case 'pressure':
    case 'tread':
      return decimalsFormat(column.decimals, false);
    default:
      return decimalsFormat(column.decimals);
  }
}

/** A header longer than this wraps rather than widening its column by itself. */
const HEADER_NATURAL_WIDTH = 40;
/** The height of a line of the bold 11-point header text, in points. */
const HEADER_LINE_POINTS = 15;

/** Lines a text takes when wrapped at word boundaries to `width` characters. */
export function wrappedLines(text: string, width: number): number {
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (used > 0 && used + 1 + word.length > width) {
      lines++;
      used = word.length;
    } else used += (used > 0 ? 1 : 0) + word.length;
  }
  return lines;
}

/** A column as wide as its values ask, its header's longest word always whole (bold takes a little more). */
export function headerColumnWidth(header: string, width: number): number {
  const longestWord = Math.max(0, ...header.split(/\s+/).map((word) => word.length));
  return Math.min(MAX_COLUMN_WIDTH, Math.max(width, Math.min(header.length + 2, HEADER_NATURAL_WIDTH), Math.ceil(longestWord * 1.15) + 2));
}

/** Excel header/footer codes start with '&'; a literal one is written twice. */
const headerText = (text: string) => text.replace(/&/g, '&&');

const columnLetter = (index: number): string => {
  let n = index;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

const excelText = (value: unknown) =>
  typeof value === 'string' && value.length > EXCEL_MAX_CELL_TEXT ? `${value.slice(0, EXCEL_MAX_CELL_TEXT - 1)}…` : value;

interface SheetBacklog {
  needsDrain(): boolean;
  drained(): Promise<void>;
}

/**
 * exceljs feeds each sheet's XML into its zip through an internal pass-through and ignores that
 * stream's backpressure, so when compression lags behind the rows the XML piles up in memory
 * (about 300 bytes a row). That pass-through is the only place the backlog shows; with another
 * exceljs version where it is not found, the writer falls back to yielding between batches.
 */
function sheetBacklog(sheet: Worksheet): SheetBacklog | undefined {
  type Inner = { once?: (event: string, listener: () => void) => void; _writableState?: { needDrain?: boolean } };
  const pipes = (sheet as unknown as { _stream?: { pipes?: Inner[] } })._stream?.pipes;
  const inner = Array.isArray(pipes) ? pipes[0] : undefined;
  const once = inner?.once?.bind(inner);
  if (!inner || !once || typeof inner._writableState !== 'object') return undefined;
  return {
    needsDrain: () => inner._writableState?.needDrain === true,
    drained: () => new Promise<void>((resolve) => once('drain', resolve)),
  };
}

async function pace(sheet: Worksheet, guard: OutputGuard): Promise<void> {
  await guard.pace();
  const backlog = sheetBacklog(sheet);
  while (backlog?.needsDrain()) await guard.race(backlog.drained());
}

/** Title, subtitle, author line and filters above the table; titleBlockRows counts them. */
function writeTitleBlock(sheet: Worksheet, document: ReportDocument, format: DocumentFormat, labels: ExportLabels, sectionTitle: string | undefined, summary: readonly ReportFilter[]): void {
  const { meta } = document;
  const line = (value: string, font: Partial<ExcelJS.Font>) => {
    const row = sheet.addRow([excelText(value)]);
    row.getCell(1).font = font;
    row.commit();
  };
  line(meta.title, { bold: true, size: 14, color: { argb: `FF${BAND_FILL}` } });
  if (meta.subtitle) line(meta.subtitle, { size: 12 });
  if (sectionTitle && sectionTitle !== meta.title) line(sectionTitle, { bold: true, size: 12 });
  line(`${labels.generatedBy} ${meta.generatedBy} · ${format.formatInstant(meta.generatedAt)}`, { italic: true, color: { argb: `FF${MUTED_TEXT}` } });
  for (const filter of meta.filters) line(`${labels.labelled(filter.label)}${filter.value}`, {});
  sheet.addRow([]).commit();
  // The section's totals before its rows, as the screens show their tiles above the table.
  if (summary.length > 0) {
    for (const item of summary) {
      const row = sheet.addRow([excelText(item.label), excelText(item.value)]);
      row.getCell(1).font = { bold: true };
      row.commit();
    }
    sheet.addRow([]).commit();
  }
}

function titleBlockRows(document: ReportDocument, sectionTitle: string | undefined, summary: readonly unknown[]): number {
  const { meta } = document;
  return 2 + (meta.subtitle ? 1 : 0) + (sectionTitle && sectionTitle !== meta.title ? 1 : 0) + meta.filters.length + 1 + (summary.length > 0 ? summary.length + 1 : 0);
}

/** A section of charts alone: its title block, then the charts one below the other (an in-memory workbook). */
function writeChartSheet(workbook: ExcelJS.Workbook, document: ReportDocument, section: ReportSection, sheetName: string, format: DocumentFormat, labels: ExportLabels): void {
  const sheet = workbook.addWorksheet(sheetName, { pageSetup: { orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 } });
  writeTitleBlock(sheet, document, format, labels, section.title, section.summary ?? []);
  addExcelCharts(workbook, sheet, section.charts ?? [], sheet.rowCount + 1);
}

async function writeSection(
  workbook: Pick<ExcelJS.Workbook, 'addWorksheet'>,
  document: ReportDocument,
  section: ReportSection,
  rows: ReportSection['rows'],
  sheetName: string,
  format: DocumentFormat,
  guard: OutputGuard,
): Promise<void> {
  const labels = exportLabels(document.meta.language);
  if (section.columns.length === 0 && section.charts?.length) {
    writeChartSheet(workbook as ExcelJS.Workbook, document, section, sheetName, format, labels);
    return;
  }
  const columns = section.columns.map((column) => format.prepareColumn(column));
  const formats = columns.map((column) => numberFormat(column, format));
  const headerRow = titleBlockRows(document, section.title, section.summary ?? []) + 1;
  const lastColumn = columnLetter(Math.max(columns.length, 1));
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: headerRow, topLeftCell: `A${headerRow + 1}`, activeCell: `A${headerRow + 1}` }],
    pageSetup: {
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      // 0 = as many pages tall as the rows need; only the width is squeezed onto the paper.
      fitToHeight: 0,
      printTitlesRow: `${headerRow}:${headerRow}`,
      margins: { left: 0.4, right: 0.4, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
    },
    headerFooter: {
      oddHeader: `&L&B${headerText(document.meta.title)}&R${headerText(labels.page)} &P ${headerText(labels.of)} &N`,
      oddFooter: `&L${headerText(`${PORTAL_NAME} · ${labels.generatedBy} ${document.meta.generatedBy}`)}&R${headerText(format.formatInstant(document.meta.generatedAt))}`,
    },
  });
  const widths = columns.map((column) => headerColumnWidth(column.header, column.width));
  sheet.columns = widths.map((width) => ({ width }));

  writeTitleBlock(sheet, document, format, labels, section.title, section.summary ?? []);
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true, color: { argb: `FF${HEADER_TEXT}` } };
  header.eachCell((cell) => {
    cell.fill = solid(HEADER_FILL);
    cell.border = { bottom: { style: 'thin', color: { argb: `FF${BAND_FILL}` } } };
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
  // Excel does not grow a row for wrapped text it writes itself: the header row is given the lines its longest header takes.
  header.height = HEADER_LINE_POINTS * Math.max(1, ...columns.map((column, index) => wrappedLines(column.header, Math.floor(widths[index]! / 1.15) - 1)));
  header.commit();

  let rowNumber = headerRow;
  for await (const record of rows) {
    if (++rowNumber > EXCEL_MAX_ROWS) throw new Error(`"${sheetName}" has more rows than an Excel sheet can hold (${EXCEL_MAX_ROWS})`);
    const row = sheet.addRow(columns.map((column) => excelText(column.cellValue(record[column.key]))));
    columns.forEach((column, index) => {
      const cell = row.getCell(index + 1);
      const numFmt = formats[index];
      if (numFmt) cell.numFmt = numFmt;
      const color = section.cellColor?.(record, column.key);
      if (color) {
        cell.fill = CELL_STYLES[color].fill;
        cell.font = CELL_STYLES[color].font;
      }
    });
    row.commit();
    if ((rowNumber - headerRow) % PACE_ROWS === 0) await pace(sheet, guard);
  }
  const lastDataRow = rowNumber;
  if (lastDataRow === headerRow) {
    const empty = sheet.addRow([labels.noRows]);
    empty.getCell(1).font = { italic: true, color: { argb: `FF${MUTED_TEXT}` } };
    empty.commit();
    rowNumber++;
  }

  sheet.autoFilter = `A${headerRow}:${lastColumn}${lastDataRow}`;
  sheet.pageSetup.printArea = `A1:${lastColumn}${rowNumber}`;
  if (section.charts?.length) addExcelCharts(workbook as ExcelJS.Workbook, sheet, section.charts, rowNumber + 2);
  // Only a streamed sheet is committed; an in-memory one (a document with pictures) has no commit.
  if (typeof (sheet as Partial<Worksheet>).commit === 'function') sheet.commit();
}

/**
 * Streams the document as an .xlsx into output and ends it. Rows are committed one by one,
 * so memory stays flat however long the report is; that also means output must be read while
 * this runs (rows wait whenever it is full). On failure output is destroyed (never left looking
 * like a complete file) and the promise rejects.
 */
export async function writeExcel(englishDocument: ReportDocument, output: Writable): Promise<void> {
  const document = localizeDocument(englishDocument);
  const guard = new OutputGuard(output);
  let prefetched: Prefetched | undefined;
  try {
    // Nothing is written before the first row arrives, so a failing query fails the request, not the file.
    prefetched = await prefetchRows(document.sections, 1);
    // Pictures need the in-memory workbook (see ./pictures.ts).
    const whole = document.pictures || document.sections.some((section) => section.charts?.length) ? new ExcelJS.Workbook() : null;
    const workbook = whole ?? new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
    workbook.creator = PORTAL_NAME;
    workbook.created = document.meta.generatedAt;
    const format = new DocumentFormat(document.meta);
    const names = new SheetNamer();
    const sections = document.sections.length > 0 ? document.sections : [{ columns: [], rows: [] }];
    for (const [index, section] of sections.entries()) {
      const sheetName = names.next(section.title ?? document.meta.title, 'Report');
      await writeSection(workbook, document, section, prefetched.rows[index] ?? [], sheetName, format, guard);
    }
    if (whole) {
      if (document.pictures) addExcelPictures(whole, document, names.next(document.pictures.title, 'Photos'));
      await writeWholeWorkbook(whole, output, guard);
    } else await guard.race((workbook as ExcelJS.stream.xlsx.WorkbookWriter).commit());
  } catch (error) {
    await prefetched?.close().catch(() => undefined);
    guard.fail(error);
    throw error;
  }
}
