import type ExcelJS from 'exceljs';
import { CONTENT_TOP, MARGIN_X, type PdfPages } from './pdf-pages';
import { toWinAnsi, wrapText } from './pdf-text';
import type { SectionChart } from './report-model';

/*
 * A section's charts. The PDF sets them two a row, each under its title as text (so the title
 * is read and searched like the rest of the page); a chart keeps its proportions within its
 * cell. Excel places them one below the other on the section's sheet, a title cell above each.
 */

const COLUMNS = 2;
const GAP = 14;
const TITLE_LINE = 11;
/** A chart is at most this share of the page's text height, so two rows fit a portrait page. */
const MAX_HEIGHT_SHARE = 0.42;

/** Draws the charts from pages.y on; a heading still to draw goes with the first row. */
export function drawPdfCharts(pages: PdfPages, charts: readonly SectionChart[], headingHeight: number, drawHeading: () => void): void {
  if (charts.length === 0) return;
  const cellWidth = (pages.contentWidth - (COLUMNS - 1) * GAP) / COLUMNS;
  const maxHeight = (pages.contentBottom - CONTENT_TOP) * MAX_HEIGHT_SHARE;
  for (let start = 0; start < charts.length; start += COLUMNS) {
    const row = charts.slice(start, start + COLUMNS);
    pages.setFont({ size: 9, bold: true });
    const titles = row.map((chart) => wrapText(pages.doc, toWinAnsi(chart.title), cellWidth));
    const titleHeight = Math.max(...titles.map((lines) => lines.length)) * TITLE_LINE + 4;
    const sizes = row.map((chart) => {
      const scale = Math.min(cellWidth / chart.picture.width, maxHeight / chart.picture.height);
      return { width: chart.picture.width * scale, height: chart.picture.height * scale };
    });
    const height = titleHeight + Math.max(...sizes.map((size) => size.height));
    pages.ensureRoom((start === 0 ? headingHeight : 0) + height);
    if (start === 0) drawHeading();
    row.forEach((chart, index) => {
      const x = MARGIN_X + index * (cellWidth + GAP);
      titles[index]!.forEach((line, lineIndex) => pages.text(line, x, pages.y + lineIndex * TITLE_LINE, cellWidth, { size: 9, bold: true }));
      const size = sizes[index]!;
      pages.doc.image(chart.picture.png, x + (cellWidth - size.width) / 2, pages.y + titleHeight, size);
    });
    pages.y += height + GAP;
  }
}

/** Shown width of a chart in Excel, in pixels; its height follows its proportions. */
const EXCEL_CHART_WIDTH = 640;
/** Excel's default row height in pixels. */
const EXCEL_ROW_PIXELS = 20;

/**
 * Places the charts from `firstRow` (1-based) down the sheet's first column, each under a bold
 * title; answers the first row after them. Needs an in-memory workbook (see ./pictures.ts).
 */
export function addExcelCharts(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet, charts: readonly SectionChart[], firstRow: number): number {
  let row = firstRow;
  for (const chart of charts) {
    const title = sheet.getCell(row, 1);
    title.value = chart.title;
    title.font = { bold: true };
    const height = Math.round((EXCEL_CHART_WIDTH * chart.picture.height) / chart.picture.width);
    const id = workbook.addImage({ buffer: chart.picture.png as unknown as ExcelJS.Buffer, extension: 'png' });
    sheet.addImage(id, { tl: { col: 0, row }, ext: { width: EXCEL_CHART_WIDTH, height }, editAs: 'oneCell' });
    row += 1 + Math.ceil(height / EXCEL_ROW_PIXELS) + 1;
  }
  return row;
}
