import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { DocumentFormat, type PreparedColumn } from './format';
import { exportLabels, type ExportLabels } from './labels';
import { OutputGuard, PACE_ROWS } from './output-guard';
import { CELL_COLORS, HEADER_FILL, HEADER_TEXT, MUTED_TEXT, ZEBRA_FILL } from './palette';
import { CONTENT_WIDTH, MARGIN_X, PdfPages } from './pdf-pages';
import { toWinAnsi, wrapText } from './pdf-text';
import { PORTAL_NAME, type ReportDocument, type ReportSection } from './report-model';
import { prefetchRows, type Prefetched, type Row } from './row-source';

/**
 * Up to this many rows in all, every page stays in memory until the end so the band can say
 * "Page x of y". Larger reports stream each page out as soon as it is full and say "Page x":
 * a total would mean holding a 50,000-row report's pages in memory.
 */
export const PAGE_TOTAL_ROW_LIMIT = 5_000;

const ROW_HEIGHT = 14;
const HEADER_LINE = 9;
const CELL_PAD = 3;
const FONT_SIZE = 7.5;
const NUMERIC_KINDS = new Set(['integer', 'number', 'percent', 'currency', 'pressure', 'tread', 'distance', 'volume', 'torque']);

interface Table {
  columns: PreparedColumn[];
  x: number[];
  widths: number[];
  headers: string[][];
  headerHeight: number;
}

function layoutTable(pages: PdfPages, columns: PreparedColumn[]): Table {
  const total = columns.reduce((sum, column) => sum + column.width, 0) || 1;
  const widths = columns.map((column) => (column.width / total) * CONTENT_WIDTH);
  const x: number[] = [];
  widths.reduce((left, width) => (x.push(left), left + width), MARGIN_X);
  pages.setFont({ size: FONT_SIZE, bold: true });
  // Headers may take two lines; narrow numeric columns with a unit suffix need them.
  const headers = columns.map((column, index) => {
    const lines = wrapText(pages.doc, toWinAnsi(column.header), (widths[index] ?? 0) - 2 * CELL_PAD);
    return lines.length > 2 ? [lines[0] ?? '', lines.slice(1).join(' ')] : lines;
  });
  const lineCount = Math.max(1, ...headers.map((lines) => lines.length));
  return { columns, x, widths, headers, headerHeight: lineCount * HEADER_LINE + 2 * CELL_PAD };
}

function drawHeader(pages: PdfPages, table: Table): void {
  pages.fillRect(MARGIN_X, pages.y, CONTENT_WIDTH, table.headerHeight, HEADER_FILL);
  table.columns.forEach((column, index) => {
    const align = NUMERIC_KINDS.has(column.kind) ? 'right' : 'left';
    (table.headers[index] ?? []).forEach((line, lineIndex) => {
      const y = pages.y + CELL_PAD + lineIndex * HEADER_LINE;
      pages.text(line, (table.x[index] ?? 0) + CELL_PAD, y, (table.widths[index] ?? 0) - 2 * CELL_PAD, { size: FONT_SIZE, bold: true, color: HEADER_TEXT }, align);
    });
  });
  pages.y += table.headerHeight;
}

function drawRow(pages: PdfPages, table: Table, section: ReportSection, record: Row, index: number): void {
  pages.ensureRoom(ROW_HEIGHT);
  const top = pages.y;
  if (index % 2 === 1) pages.fillRect(MARGIN_X, top, CONTENT_WIDTH, ROW_HEIGHT, ZEBRA_FILL);
  table.columns.forEach((column, columnIndex) => {
    const x = table.x[columnIndex] ?? 0;
    const width = table.widths[columnIndex] ?? 0;
    const color = section.cellColor?.(record, column.key);
    if (color) pages.fillRect(x, top, width, ROW_HEIGHT, CELL_COLORS[color].fill);
    const align = NUMERIC_KINDS.has(column.kind) ? 'right' : 'left';
    const style = { size: FONT_SIZE, color: color ? CELL_COLORS[color].text : undefined, bold: color === 'critical' };
    pages.text(column.text(record[column.key]), x + CELL_PAD, top + (ROW_HEIGHT - FONT_SIZE) / 2, width - 2 * CELL_PAD, style, align);
  });
  pages.y += ROW_HEIGHT;
}

function drawFirstPageBlock(pages: PdfPages, document: ReportDocument): void {
  const { meta } = document;
  pages.ensureRoom(0);
  pages.text(meta.title, MARGIN_X, pages.y, CONTENT_WIDTH, { size: 16, bold: true });
  pages.y += 22;
  if (meta.subtitle) {
    pages.text(meta.subtitle, MARGIN_X, pages.y, CONTENT_WIDTH, { size: 11, color: MUTED_TEXT });
    pages.y += 16;
  }
  for (const filter of meta.filters) {
    const label = `${filter.label}: `;
    pages.setFont({ size: 9, bold: true });
    const labelWidth = Math.min(pages.doc.widthOfString(toWinAnsi(label)), CONTENT_WIDTH / 3);
    pages.setFont({ size: 9 });
    const lines = wrapText(pages.doc, toWinAnsi(filter.value), CONTENT_WIDTH - labelWidth);
    lines.forEach((line, index) => {
      pages.ensureRoom(12);
      if (index === 0) pages.text(label, MARGIN_X, pages.y, labelWidth, { size: 9, bold: true });
      pages.text(line, MARGIN_X + labelWidth, pages.y, CONTENT_WIDTH - labelWidth, { size: 9 });
      pages.y += 12;
    });
  }
  pages.y += 10;
}

async function drawSection(pages: PdfPages, document: ReportDocument, section: ReportSection, rows: ReportSection['rows'], labels: ExportLabels, guard: OutputGuard): Promise<void> {
  const table = layoutTable(pages, section.columns.map((column) => pages.format.prepareColumn(column)));
  const heading = section.title && section.title !== document.meta.title ? section.title : document.sections.length > 1 ? document.meta.title : undefined;
  // Keep a heading with its table header and the first rows.
  pages.ensureRoom((heading ? 20 : 0) + table.headerHeight + 3 * ROW_HEIGHT);
  if (heading) {
    pages.text(heading, MARGIN_X, pages.y, CONTENT_WIDTH, { size: 12, bold: true });
    pages.y += 18;
  }
  drawHeader(pages, table);
  pages.onNewPage = () => drawHeader(pages, table);
  let count = 0;
  try {
    for await (const record of rows) {
      drawRow(pages, table, section, record, count);
      if (++count % PACE_ROWS === 0) await guard.pace();
    }
  } finally {
    pages.onNewPage = null;
  }
  if (count === 0) {
    pages.text(labels.noRows, MARGIN_X + CELL_PAD, pages.y + 4, CONTENT_WIDTH, { size: 9, color: MUTED_TEXT });
    pages.y += ROW_HEIGHT;
  }
  if (section.summary?.length) pages.y += 8;
  for (const item of section.summary ?? []) {
    pages.ensureRoom(13);
    const label = `${item.label}: `;
    pages.setFont({ size: 9, bold: true });
    const labelWidth = Math.min(pages.doc.widthOfString(toWinAnsi(label)), CONTENT_WIDTH / 2);
    pages.text(label, MARGIN_X, pages.y, labelWidth, { size: 9, bold: true });
    pages.text(item.value, MARGIN_X + labelWidth, pages.y, CONTENT_WIDTH - labelWidth, { size: 9 });
    pages.y += 13;
  }
  pages.y += 16;
}

/**
 * Streams the document as a PDF into output and ends it. Pages leave memory as they fill up
 * (see PAGE_TOTAL_ROW_LIMIT); output must be read while this runs. On failure output is
 * destroyed and the promise rejects.
 */
export async function writePdf(document: ReportDocument, output: Writable): Promise<void> {
  const guard = new OutputGuard(output);
  let prefetched: Prefetched | undefined;
  try {
    prefetched = await prefetchRows(document.sections, PAGE_TOTAL_ROW_LIMIT);
    const { meta } = document;
    const doc = new PDFDocument({
      size: 'LETTER',
      layout: 'landscape',
      margin: 0,
      autoFirstPage: false,
      bufferPages: prefetched.complete,
      info: { Title: toWinAnsi(meta.title), Author: toWinAnsi(meta.generatedBy), Creator: PORTAL_NAME, CreationDate: meta.generatedAt },
    });
    doc.pipe(output);
    const labels = exportLabels(meta.language);
    const pages = new PdfPages(doc, meta, new DocumentFormat(meta), labels, prefetched.complete);
    drawFirstPageBlock(pages, document);
    for (const [index, section] of document.sections.entries()) {
      await drawSection(pages, document, section, prefetched.rows[index] ?? [], labels, guard);
    }
    pages.finishPageLabels();
    doc.end();
    await guard.race(finished(output, { readable: false }));
  } catch (error) {
    await prefetched?.close().catch(() => undefined);
    guard.fail(error);
    throw error;
  }
}
