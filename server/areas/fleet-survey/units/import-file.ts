import ExcelJS from 'exceljs';
import { HttpError } from '../../../plugins/error-handler';
import { normalizeHeader, parseCsv } from '../../../../contract/csv';

/** Everything wrong with the file itself: the message says what, and the error names the form's field "file". */
export const fileError = (message: string) => new HttpError(400, message, [{ field: 'body.file', message }]);

/** A table read from an uploaded file: header names and the data rows as text, by file row number. */
export interface ImportTable {
  header: string[];
  rows: { row: number; cells: string[] }[];
}

export type ImportFormat = 'csv' | 'xlsx';

export const UNSUPPORTED_FILE = 'Upload a CSV or XLSX file with a header row';
export const UNREADABLE_FILE = 'The file could not be read as CSV or XLSX';

const XLSX_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream', 'application/zip'];
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream', 'text/comma-separated-values'];

/**
 * The format from the file's name, confirmed by its declared type and, for XLSX, its first
 * bytes (a ZIP archive); anything else is refused rather than guessed.
 */
export function detectFormat(fileName: string, mimeType: string, head: Buffer): ImportFormat {
  const name = fileName.toLowerCase();
  const type = mimeType.toLowerCase().split(';')[0].trim();
  if (name.endsWith('.xlsx') && XLSX_TYPES.includes(type) && head.subarray(0, 2).toString('latin1') === 'PK') return 'xlsx';
  if (name.endsWith('.csv') && CSV_TYPES.includes(type) && !head.includes(0)) return 'csv';
  throw fileError(UNSUPPORTED_FILE);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** The first worksheet of an XLSX as text rows. */
export async function parseXlsx(buffer: Buffer, maxRows: number): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw fileError(UNREADABLE_FILE);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.rowCount > maxRows + 1) throw fileError(`The file has more than ${maxRows} rows`);
  const rows: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    rows.push(cells);
  }
  return rows;
}

/** UTF-8, else Windows-1252: what Excel on Windows writes when it saves "CSV" without UTF-8. */
function decodeText(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/** The table of a file: first row the header, blank rows dropped; row numbers count the header as 1. */
export async function readTable(buffer: Buffer, format: ImportFormat, maxRows: number): Promise<ImportTable> {
  let lines: string[][];
  if (format === 'xlsx') lines = await parseXlsx(buffer, maxRows);
  else {
    lines = parseCsv(decodeText(buffer), () => {
      throw fileError(`${UNREADABLE_FILE}: a quoted field is not closed`);
    });
  }
  const [header = [], ...data] = lines;
  const rows = data
    .map((cells, index) => ({ row: index + 2, cells: cells.map((cell) => cell.trim()) }))
    .filter((line) => line.cells.some((cell) => cell !== ''));
  if (rows.length > maxRows) throw fileError(`The file has more than ${maxRows} rows`);
  return { header: header.map(normalizeHeader), rows };
}
