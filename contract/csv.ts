/**
 * RFC 4180 CSV: quoted fields with doubled quotes and line breaks; comma or semicolon separated.
 * Read the same way by the server's unit import and the tablet's staging of an import file.
 * `onUnclosedQuote` decides what a quoted field left open means (the server refuses the file);
 * without it the rest of the text is that field's.
 */
export function parseCsv(text: string, onUnclosedQuote?: () => never): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  // Spreadsheets in comma-decimal locales save CSV with semicolons.
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (quoted) onUnclosedQuote?.();
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A header cell as a field name: "Unit Number", " unit-number " and "unit_number" name the same column. */
export const normalizeHeader = (name: string) => name.trim().toLowerCase().replace(/[\s-]+/g, '_');
