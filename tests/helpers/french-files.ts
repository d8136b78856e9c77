import { englishCheck, type EnglishCheck } from '../e2e/support/english-words';
import { readPdfText, sheetText } from './read-exports';

/*
 * French throughout, for the files the API writes: the text of a PDF or an Excel file as a reader
 * meets it (sheet names and cells, dates left out), and the English a French-Canadian reader would find
 * in it (the catalogue's texts that fr-CA writes otherwise, support/english-words.ts).
 */

export async function fileText(bytes: Buffer): Promise<string> {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? (await readPdfText(bytes)).text : sheetText(bytes);
}

let french: EnglishCheck | undefined;

/** The English pieces of a file's text for a fr-CA reader; `names` (a fixture's dealer names…) are data, written as stored. */
export async function englishInFile(bytes: Buffer, names: readonly string[] = []): Promise<string[]> {
  french ??= englishCheck('fr-CA', ['exports']);
  const text = names.reduce((rest, name) => rest.replaceAll(name, ' '), (await fileText(bytes)).replace(/\s+/g, ' '));
  return french.find(text);
}
