import { englishCheck, type EnglishCheck } from '../e2e/support/english-words';
import { readPdfText, readXlsx } from './read-exports';

/*
 * Issue 25 §4 for the files the API writes: the text of a PDF or an Excel file as a reader meets
 * it (sheet names and cells, dates left out), and the English a French-Canadian reader would find
 * in it (the catalogue's texts that fr-CA writes otherwise, support/english-words.ts).
 */

export async function fileText(bytes: Buffer): Promise<string> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return (await readPdfText(bytes)).text;
  const { sheets } = await readXlsx(bytes);
  return sheets
    .map((sheet) => [sheet.name, ...sheet.rows.map((row) => row.map((cell) => (cell instanceof Date ? '' : String(cell ?? ''))).join(' | '))].join('\n'))
    .join('\n');
}

let french: EnglishCheck | undefined;

/** The English pieces of a file's text for a fr-CA reader; `names` (a fixture's dealer names…) are data, written as stored. */
export async function englishInFile(bytes: Buffer, names: readonly string[] = []): Promise<string[]> {
  french ??= englishCheck('fr-CA', ['exports']);
  const text = names.reduce((rest, name) => rest.replaceAll(name, ' '), (await fileText(bytes)).replace(/\s+/g, ' '));
  return french.find(text);
}
