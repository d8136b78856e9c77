import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type ExcelJS from 'exceljs';
import type { OutputGuard } from './output-guard';
import { MUTED_TEXT } from './palette';
import { MARGIN_X, type PdfPages } from './pdf-pages';
import { toWinAnsi, wrapText } from './pdf-text';
import type { ReportDocument } from './report-model';

/*
 * Photos in the exports. exceljs's streaming writer cannot place a picture on a sheet (only a
 * background), so a document with pictures is written by its in-memory workbook: such a report
 * carries a page of photos and a few short tables, never the long row sets streaming is for.
 */

const PDF_COLUMNS = 3;
const PDF_GAP = 12;
const PDF_PHOTO_HEIGHT = 150;
/** A caption line under a photo or a chart, at 8 pt. */
export const CAPTION_LINE = 10;

/** The pictures as a grid of three a row, each scaled to fit its cell, with its caption under it. */
export function drawPdfPictures(pages: PdfPages, document: ReportDocument): void {
  const pictures = document.pictures;
  if (!pictures || pictures.items.length === 0) return;
  const width = (pages.contentWidth - (PDF_COLUMNS - 1) * PDF_GAP) / PDF_COLUMNS;
  pages.ensureRoom(20 + PDF_PHOTO_HEIGHT + 3 * CAPTION_LINE);
  pages.text(pictures.title, MARGIN_X, pages.y, pages.contentWidth, { size: 12, bold: true });
  pages.y += 18;
  for (let start = 0; start < pictures.items.length; start += PDF_COLUMNS) {
    const row = pictures.items.slice(start, start + PDF_COLUMNS);
    pages.setFont({ size: 8 });
    const captions = row.map((picture) => wrapText(pages.doc, toWinAnsi(picture.caption), width).slice(0, 3));
    const height = PDF_PHOTO_HEIGHT + 4 + Math.max(...captions.map((lines) => lines.length)) * CAPTION_LINE;
    pages.ensureRoom(height);
    row.forEach((picture, index) => {
      const x = MARGIN_X + index * (width + PDF_GAP);
      pages.doc.image(picture.data, x, pages.y, { fit: [width, PDF_PHOTO_HEIGHT], align: 'center', valign: 'center' });
      captions[index]!.forEach((line, lineIndex) =>
        pages.text(line, x, pages.y + PDF_PHOTO_HEIGHT + 4 + lineIndex * CAPTION_LINE, width, { size: 8, color: MUTED_TEXT }),
      );
    });
    pages.y += height + PDF_GAP;
  }
}

const EXCEL_PHOTO = { width: 320, height: 240 };
/** Rows a photo and its caption take at the default row height (20 px). */
const EXCEL_ROWS_PER_PHOTO = 14;

/** A sheet with each picture under its caption, one below the other. */
export function addExcelPictures(workbook: ExcelJS.Workbook, document: ReportDocument, sheetName: string): void {
  const pictures = document.pictures;
  if (!pictures) return;
  const sheet = workbook.addWorksheet(sheetName);
  sheet.getColumn(1).width = 60;
  sheet.getCell(1, 1).value = pictures.title;
  sheet.getCell(1, 1).font = { bold: true, size: 12 };
  pictures.items.forEach((picture, index) => {
    const top = 2 + index * EXCEL_ROWS_PER_PHOTO;
    sheet.getCell(top + 1, 1).value = picture.caption;
    const id = workbook.addImage({ buffer: picture.data as unknown as ExcelJS.Buffer, extension: picture.extension });
    sheet.addImage(id, { tl: { col: 0, row: top + 1 }, ext: EXCEL_PHOTO, editAs: 'oneCell' });
  });
}

/** Writes an in-memory workbook to output and waits until output has taken it all. */
export async function writeWholeWorkbook(workbook: ExcelJS.Workbook, output: Writable, guard: OutputGuard): Promise<void> {
  await guard.race(workbook.xlsx.write(output));
  // The workbook pipes its zip into output, which ends it; one that did not is ended here.
  if (!output.writableEnded) output.end();
  await guard.race(finished(output, { readable: false }));
}
