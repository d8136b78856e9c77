import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { drawPdfCharts } from './chart-grid';
import { DocumentFormat, type PreparedColumn } from './format';
import { localizeDocument } from './export-i18n';
import { exportLabels, type ExportLabels } from './labels';
import { OutputGuard, PACE_ROWS } from './output-guard';
import { CELL_COLORS, HEADER_FILL, HEADER_TEXT, MUTED_TEXT, ZEBRA_FILL } from './palette';
import { CONTENT_TOP, contentWidthOf, MARGIN_X, PdfPages } from './pdf-pages';
import { CELL_PAD, fitWidths, headerLines, measureColumn, naturalWidth, sampleOf, TABLE_FONT_SIZE, tableFontSize, UNBROKEN_KINDS, type ColumnNeeds, type Fonts } from './pdf-table-layout';
import { toWinAnsi, wrapText } from './pdf-text';
import { CAPTION_LINE, drawPdfPictures } from './pictures';
import { PORTAL_NAME, type ReportDocument, type ReportSection, type SectionPicture } from './report-model';
import { prefetchRows, type Prefetched, type Row } from './row-source';

/**
 * Up to this many rows in all, every page stays in memory until the end so the band can say
 * "Page x of y". Larger reports stream each page out as soon as it is full and say "Page x":
 * a total would mean holding a 50,000-row report's pages in memory.
 */
export const PAGE_TOTAL_ROW_LIMIT = 5_000;

const ROW_HEIGHT = 14;
const LINE_HEIGHT = 9;
const HEADER_LINE = 9;
const RIGHT_ALIGNED = new Set(['integer', 'number', 'percent', 'currency', 'pressure', 'tread', 'distance', 'volume', 'torque']);

interface Table {
  columns: PreparedColumn[];
  /** TABLE_FONT_SIZE, or smaller for a table wider than the page (tableFontSize). */
  fontSize: number;
  x: number[];
  widths: number[];
  headers: string[][];
  headerHeight: number;
}

/** Measures through the page set, so its cached font state stays true. */
const fontsOf = (pages: PdfPages, size = TABLE_FONT_SIZE): Fonts => ({
  use: (bold) => pages.measureWith({ size, bold }),
  widthOfString: (text) => pages.doc.widthOfString(text),
});

function measureSection(pages: PdfPages, section: ReportSection, rows: ReportSection['rows'], size = TABLE_FONT_SIZE): { columns: PreparedColumn[]; needs: ColumnNeeds[] } {
  const columns = section.columns.map((column) => pages.format.prepareColumn(column));
  const sample = sampleOf(rows);
  return { columns, needs: columns.map((column) => measureColumn(fontsOf(pages, size), column, sample)) };
}

/** The table's columns and widths, its text made smaller first when it is wider than the page. */
function layoutTable(pages: PdfPages, section: ReportSection, rows: ReportSection['rows']): Table {
  let { columns, needs } = measureSection(pages, section, rows);
  const fontSize = tableFontSize(needs, pages.contentWidth);
  if (fontSize < TABLE_FONT_SIZE) ({ columns, needs } = measureSection(pages, section, rows, fontSize));
  const widths = fitWidths(needs, pages.contentWidth);
  const x: number[] = [];
  widths.reduce((left, width) => (x.push(left), left + width), MARGIN_X);
  // Headers wrap onto as many lines as they need; their words always fit whole.
  const headers = columns.map((column, index) => headerLines(fontsOf(pages, fontSize), column.header, widths[index] ?? 0));
  const lineCount = Math.max(1, ...headers.map((lines) => lines.length));
  return { columns, fontSize, x, widths, headers, headerHeight: lineCount * HEADER_LINE + 2 * CELL_PAD };
}

function drawHeader(pages: PdfPages, table: Table): void {
  pages.fillRect(MARGIN_X, pages.y, pages.contentWidth, table.headerHeight, HEADER_FILL);
  table.columns.forEach((column, index) => {
    const align = RIGHT_ALIGNED.has(column.kind) ? 'right' : 'left';
    (table.headers[index] ?? []).forEach((line, lineIndex) => {
      const y = pages.y + CELL_PAD + lineIndex * HEADER_LINE;
      pages.text(line, (table.x[index] ?? 0) + CELL_PAD, y, (table.widths[index] ?? 0) - 2 * CELL_PAD, { size: table.fontSize, bold: true, color: HEADER_TEXT }, align);
    });
  });
  pages.y += table.headerHeight;
}

function drawRow(pages: PdfPages, table: Table, section: ReportSection, record: Row, index: number): void {
  // Text wraps within its column; numbers and dates were given the room to stay on one line.
  const cells = table.columns.map((column, columnIndex) => {
    const color = section.cellColor?.(record, column.key);
    const text = toWinAnsi(column.text(record[column.key]));
    const inner = (table.widths[columnIndex] ?? 0) - 2 * CELL_PAD;
    pages.measureWith({ size: table.fontSize, bold: color === 'critical' });
    const lines = UNBROKEN_KINDS.has(column.kind) || pages.doc.widthOfString(text) <= inner ? [text] : wrapText(pages.doc, text, inner);
    return { color, lines };
  });
  const height = ROW_HEIGHT + (Math.max(1, ...cells.map((cell) => cell.lines.length)) - 1) * LINE_HEIGHT;
  pages.ensureRoom(height);
  const top = pages.y;
  if (index % 2 === 1) pages.fillRect(MARGIN_X, top, pages.contentWidth, height, ZEBRA_FILL);
  table.columns.forEach((column, columnIndex) => {
    const x = table.x[columnIndex] ?? 0;
    const width = table.widths[columnIndex] ?? 0;
    const { color, lines } = cells[columnIndex]!;
    if (color) pages.fillRect(x, top, width, height, CELL_COLORS[color].fill);
    const align = RIGHT_ALIGNED.has(column.kind) ? 'right' : 'left';
    const style = { size: table.fontSize, color: color ? CELL_COLORS[color].text : undefined, bold: color === 'critical' };
    lines.forEach((line, lineIndex) => pages.text(line, x + CELL_PAD, top + (ROW_HEIGHT - table.fontSize) / 2 + lineIndex * LINE_HEIGHT, width - 2 * CELL_PAD, style, align));
  });
  pages.y += height;
}

function drawFirstPageBlock(pages: PdfPages, document: ReportDocument, labels: ExportLabels): void {
  const { meta } = document;
  pages.ensureRoom(0);
  pages.text(meta.title, MARGIN_X, pages.y, pages.contentWidth, { size: 16, bold: true });
  pages.y += 22;
  if (meta.subtitle) {
    pages.text(meta.subtitle, MARGIN_X, pages.y, pages.contentWidth, { size: 11, color: MUTED_TEXT });
    pages.y += 16;
  }
  for (const filter of meta.filters) {
    const label = labels.labelled(filter.label);
    pages.setFont({ size: 9, bold: true });
    const labelWidth = Math.min(pages.doc.widthOfString(toWinAnsi(label)), pages.contentWidth / 3);
    pages.setFont({ size: 9 });
    const lines = wrapText(pages.doc, toWinAnsi(filter.value), pages.contentWidth - labelWidth);
    lines.forEach((line, index) => {
      pages.ensureRoom(12);
      if (index === 0) pages.text(label, MARGIN_X, pages.y, labelWidth, { size: 9, bold: true });
      pages.text(line, MARGIN_X + labelWidth, pages.y, pages.contentWidth - labelWidth, { size: 9 });
      pages.y += 12;
    });
  }
  pages.y += 10;
}

/** A picture as wide as the text, kept within half a page's height (its proportions kept). */
function drawPicture(pages: PdfPages, picture: SectionPicture, headingHeight: number, drawHeading: () => void): void {
  const scale = Math.min(pages.contentWidth / picture.width, (pages.contentBottom - CONTENT_TOP) / 2 / picture.height);
  const width = picture.width * scale;
  const height = picture.height * scale;
  pages.ensureRoom(headingHeight + height);
  drawHeading();
  pages.doc.image(picture.png, MARGIN_X + (pages.contentWidth - width) / 2, pages.y, { width, height });
  pages.y += height + 8;
  if (!picture.caption) return;
  pages.setFont({ size: 8 });
  const lines = wrapText(pages.doc, toWinAnsi(picture.caption), pages.contentWidth);
  pages.ensureRoom(lines.length * CAPTION_LINE);
  for (const line of lines) {
    pages.text(line, MARGIN_X, pages.y, pages.contentWidth, { size: 8, color: MUTED_TEXT });
    pages.y += CAPTION_LINE;
  }
  pages.y += 6;
}

async function drawTable(pages: PdfPages, section: ReportSection, rows: ReportSection['rows'], labels: ExportLabels, guard: OutputGuard, headingHeight: number, drawHeading: () => void): Promise<void> {
  const table = layoutTable(pages, section, rows);
  // Keep a heading with its table header and the first rows.
  pages.ensureRoom(headingHeight + table.headerHeight + 3 * ROW_HEIGHT);
  drawHeading();
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
    pages.text(labels.noRows, MARGIN_X + CELL_PAD, pages.y + 4, pages.contentWidth, { size: 9, color: MUTED_TEXT });
    pages.y += ROW_HEIGHT;
  }
}

async function drawSection(pages: PdfPages, document: ReportDocument, section: ReportSection, rows: ReportSection['rows'], labels: ExportLabels, guard: OutputGuard): Promise<void> {
  const heading = section.title && section.title !== document.meta.title ? section.title : document.sections.length > 1 ? document.meta.title : undefined;
  let headingDrawn = !heading;
  const headingHeight = () => (headingDrawn ? 0 : 20);
  const drawHeading = () => {
    if (headingDrawn || !heading) return;
    pages.text(heading, MARGIN_X, pages.y, pages.contentWidth, { size: 12, bold: true });
    pages.y += 18;
    headingDrawn = true;
  };
  // The totals first, under the heading: a reader meets the figures before the rows that make them.
  if (section.summary?.length) {
    pages.ensureRoom(headingHeight() + 13 * Math.min(section.summary.length, 6));
    drawHeading();
    for (const item of section.summary) {
      pages.ensureRoom(13);
      const label = labels.labelled(item.label);
      pages.setFont({ size: 9, bold: true });
      const labelWidth = Math.min(pages.doc.widthOfString(toWinAnsi(label)), pages.contentWidth / 2);
      pages.text(label, MARGIN_X, pages.y, labelWidth, { size: 9, bold: true });
      pages.text(item.value, MARGIN_X + labelWidth, pages.y, pages.contentWidth - labelWidth, { size: 9 });
      pages.y += 13;
    }
    pages.y += 8;
  }
  if (section.picture) drawPicture(pages, section.picture, headingHeight(), drawHeading);
  if (section.charts) drawPdfCharts(pages, section.charts, headingHeight(), drawHeading);
  if (section.columns.length > 0) await drawTable(pages, section, rows, labels, guard, headingHeight(), drawHeading);
  else {
    pages.ensureRoom(headingHeight());
    drawHeading();
  }
  pages.y += 16;
}

/**
 * Streams the document as a PDF into output and ends it. Pages leave memory as they fill up
 * (see PAGE_TOTAL_ROW_LIMIT); output must be read while this runs. On failure output is
 * destroyed and the promise rejects.
 */
export async function writePdf(englishDocument: ReportDocument, output: Writable): Promise<void> {
  const document = localizeDocument(englishDocument);
  const guard = new OutputGuard(output);
  let prefetched: Prefetched | undefined;
  try {
    prefetched = await prefetchRows(document.sections, PAGE_TOTAL_ROW_LIMIT);
    const { meta } = document;
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 0,
      autoFirstPage: false,
      bufferPages: prefetched.complete,
      info: { Title: toWinAnsi(meta.title), Author: toWinAnsi(meta.generatedBy), Creator: PORTAL_NAME, CreationDate: meta.generatedAt },
    });
    doc.pipe(output);
    const labels = exportLabels(meta.language);
    const format = new DocumentFormat(meta);
    // Portrait unless a table needs the width of a landscape page.
    const measurer = new PdfPages(doc, meta, format, labels, prefetched.complete);
    const widest = Math.max(0, ...document.sections.map((section, index) => naturalWidth(measureSection(measurer, section, prefetched!.rows[index] ?? []).needs)));
    const orientation = widest <= contentWidthOf('portrait') ? 'portrait' : 'landscape';
    const pages = new PdfPages(doc, meta, format, labels, prefetched.complete, orientation);
    drawFirstPageBlock(pages, document, labels);
    for (const [index, section] of document.sections.entries()) {
      await drawSection(pages, document, section, prefetched.rows[index] ?? [], labels, guard);
      if (section.pageBreakAfter && index < document.sections.length - 1) pages.newPage();
    }
    drawPdfPictures(pages, document);
    pages.finishPageLabels();
    doc.end();
    await guard.race(finished(output, { readable: false }));
  } catch (error) {
    await prefetched?.close().catch(() => undefined);
    guard.fail(error);
    throw error;
  }
}
