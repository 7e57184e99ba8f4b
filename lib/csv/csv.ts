/**
 * RFC 4180 CSV through Papa Parse (browser and server alike: the price book imports and exports
 * in the browser, the data and accounting exports on the server): quoted fields, doubled
 * quotes, CRLF or LF line ends.
 */
import Papa from "papaparse";

/**
 * Text a spreadsheet would run as a formula (OWASP "CSV injection"): a cell starting with
 * = + - @ tab or CR. A plain signed number ("-12.50") is data, not a formula, and is written
 * as it is so that accounting imports read negative amounts.
 */
export const FORMULA_START = /^(?![-+]?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

/**
 * The UTF-8 byte-order mark: written first, it makes Excel read the file as UTF-8 (accents,
 * "—"), where without it Excel guesses the system code page. `parseCsv` drops it.
 */
export const CSV_BOM = "\uFEFF";

const WRITE_OPTIONS = { escapeFormulae: FORMULA_START, newline: "\r\n", delimiter: "," } as const;

/**
 * CSV text of rows, each line ended by CRLF. A cell whose text a spreadsheet would run as a
 * formula is prefixed with an apostrophe (and quoted); numbers and booleans are never guarded.
 */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  if (rows.length === 0) return "";
  const cells = rows.map((row) => row.map((value) => (value === undefined ? null : value)));
  return `${Papa.unparse(cells as unknown[][], WRITE_OPTIONS)}\r\n`;
}

/** One cell as it appears in a line of `toCsv`. */
export const csvCell = (value: CsvValue): string => toCsv([[value]]).slice(0, -2);

export type CsvRecord = { line: number; cells: string[] };

const lineBreaks = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/**
 * Parses CSV text into rows with their 1-based line numbers (a quoted newline counts, so
 * the numbers match what an editor shows); blank rows are left out. Throws on an unclosed
 * quote, naming the line where its row starts.
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.replace(/^\uFEFF/, "");
  const { data, errors } = Papa.parse<string[]>(input, { delimiter: ",", skipEmptyLines: false });
  const unclosed = errors.find((error) => error.code === "MissingQuotes");
  const records: CsvRecord[] = [];
  let line = 1;
  for (const [index, cells] of data.entries()) {
    if (unclosed && unclosed.row === index)
      throw new Error(`Line ${line}: a quoted field is not closed.`);
    if (cells.some((value) => value.trim() !== "")) records.push({ line, cells });
    // Each row ends with one line break; quoted line breaks inside its cells add theirs.
    line += 1 + cells.reduce((sum, value) => sum + lineBreaks(value), 0);
  }
  if (unclosed) throw new Error(`Line ${line}: a quoted field is not closed.`);
  return records;
}

/** Undoes the export's formula guard. */
export const unguard = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);
