import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';

export type SheetCell = string | number | boolean | Date | null;

export interface ParsedSheet {
  name: string;
  /** Cell values by row (1-based rows and columns collapsed to 0-based arrays). */
  rows: SheetCell[][];
  worksheet: ExcelJS.Worksheet;
}

function plain(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
  if (typeof value === 'object' && 'result' in value) return plain(value.result as ExcelJS.CellValue);
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return String(value);
}

/** Opens an .xlsx and returns every sheet's values; worksheet gives access to styles and views. */
export async function readXlsx(buffer: Buffer): Promise<{ workbook: ExcelJS.Workbook; sheets: ParsedSheet[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheets = workbook.worksheets.map((worksheet) => {
    const rows: SheetCell[][] = [];
    // exceljs recounts every row on each columnCount/rowCount read, so both are read once.
    const columnCount = worksheet.columnCount;
    const rowCount = worksheet.rowCount;
    for (let r = 1; r <= rowCount; r++) {
      const row = worksheet.getRow(r);
      const cells: SheetCell[] = [];
      for (let c = 1; c <= Math.max(row.cellCount, columnCount); c++) cells.push(plain(row.getCell(c).value));
      while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
      rows.push(cells);
    }
    return { name: worksheet.name, rows, worksheet };
  });
  return { workbook, sheets };
}

/** A workbook's text as a reader meets it: each sheet's name, then its rows, cells joined (dates left out: their format is the reader's, not a word). */
export async function sheetText(buffer: Buffer): Promise<string> {
  return (await readXlsx(buffer)).sheets
    .map((sheet) => [sheet.name, ...sheet.rows.map((row) => row.map((cell) => (cell instanceof Date ? '' : String(cell ?? ''))).join(' | '))].join('\n'))
    .join('\n');
}

/** Finds the row whose first cells equal the given headers; -1 when absent. */
export function findRow(sheet: ParsedSheet, firstCell: SheetCell): number {
  return sheet.rows.findIndex((row) => row[0] === firstCell);
}

export interface PdfText {
  text: string;
  pages: string[];
}

/**
 * The lines of a PDF's text that were cut to fit (the export pipeline marks a cut with an
 * ellipsis): headers, location names and values must wrap instead, so a readable report has none.
 */
export function cutLines(text: string): string[] {
  return text.split('\n').filter((line) => line.includes('…'));
}

/** Extracts a PDF's text, page by page. */
export async function readPdfText(buffer: Buffer): Promise<PdfText> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.pages.map((page) => page.text) };
  } finally {
    await parser.destroy();
  }
}

export interface StreamedSheet {
  rowCount: number;
  lastRow: SheetCell[];
}

/**
 * Reads a large .xlsx without loading it whole: rows per sheet (in file order; sheet names may
 * only come after the sheets in the zip) and the last row's values.
 */
export async function scanXlsx(path: string): Promise<StreamedSheet[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
  const sheets: StreamedSheet[] = [];
  for await (const worksheet of reader) {
    const sheet: StreamedSheet = { rowCount: 0, lastRow: [] };
    for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
      sheet.rowCount++;
      sheet.lastRow = (row.values as ExcelJS.CellValue[]).slice(1).map(plain);
    }
    sheets.push(sheet);
  }
  return sheets;
}

export interface PdfPicture {
  page: number;
  width: number;
  height: number;
}

/** The pictures embedded in a PDF (pixel size and 1-based page), larger than 80 pixels each way. */
export async function readPdfPictures(buffer: Buffer): Promise<PdfPicture[]> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    const result = await parser.getImage({ imageDataUrl: false, imageBuffer: false });
    return result.pages.flatMap((page) => page.images.map((image) => ({ page: page.pageNumber, width: image.width, height: image.height })));
  } finally {
    await parser.destroy();
  }
}

export interface DecodedPng {
  width: number;
  height: number;
  /** Pixels that are not (near) white: what was drawn. */
  inked: number;
  /** Pixels darker than mid-grey: text and dark bars. */
  dark: number;
  /** inked pixels within a box (x, y, width, height in pixels). */
  inkedIn: (x: number, y: number, width: number, height: number) => number;
}

/** Decodes a PNG and counts what was drawn on its white background. */
export function readPng(buffer: Buffer): DecodedPng {
  const image = PNG.sync.read(buffer);
  const isInked = (index: number) => image.data[index + 3]! > 0 && (image.data[index]! < 235 || image.data[index + 1]! < 235 || image.data[index + 2]! < 235);
  const isDark = (index: number) => image.data[index + 3]! > 0 && image.data[index]! + image.data[index + 1]! + image.data[index + 2]! < 3 * 128;
  const count = (x0: number, y0: number, width: number, height: number, test: (index: number) => boolean) => {
    let total = 0;
    for (let y = Math.max(0, y0); y < Math.min(image.height, y0 + height); y++) {
      for (let x = Math.max(0, x0); x < Math.min(image.width, x0 + width); x++) if (test((y * image.width + x) * 4)) total++;
    }
    return total;
  };
  return {
    width: image.width,
    height: image.height,
    inked: count(0, 0, image.width, image.height, isInked),
    dark: count(0, 0, image.width, image.height, isDark),
    inkedIn: (x, y, width, height) => count(x, y, width, height, isInked),
  };
}
