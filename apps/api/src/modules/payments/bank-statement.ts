import { foldText, parsePlnInput, type TGrosze } from '@zadania/shared';

/** One row of a bank statement: its line in the file (1-based), the transfer's title and its signed amount. */
export type TStatementRow = { line: number; title: string; amount: TGrosze | null };

export class InvalidStatementError extends Error {}

/**
 * A statement's amount in signed grosze: '22,99', '1 234,56', '22.99', '+22,99 PLN', '-1.234,56', '1,234.56'
 * → 2299, 123456, 2299, 2299, -123456, 123456. Null when it is no amount or an ambiguous one ('1,234'). Read as
 * text, never as a float.
 */
export function parseStatementAmount(input: string): TGrosze | null {
  let text = input
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(/\s*(zł|pln)$/i, '')
    .trim();
  let sign = 1;
  if (/^[-+−]/.test(text)) {
    sign = /^[-−]/.test(text) ? -1 : 1;
    text = text.slice(1).trim();
  }
  // Thousands separated by dots or commas only with the other mark as decimals: '1,234' alone is ambiguous.
  if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(text)) text = text.replace(/\./g, '');
  else if (/^\d{1,3}(,\d{3})+\.\d{1,2}$/.test(text)) text = text.replace(/,/g, '');
  const grosze = parsePlnInput(text);
  return grosze === null ? null : sign * grosze;
}

const delimiters = [';', ',', '\t'] as const;

/** Splits CSV text into records of fields (RFC 4180 quoting, "" inside quotes), each with its first line. */
function parseCsv(text: string, delimiter: string) {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      line += 1;
      recordLine = line;
    } else {
      field += char;
    }
  }
  if (quoted) throw new InvalidStatementError('An unterminated quoted field');
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  return records.filter((record) => record.fields.some((value) => value.trim() !== ''));
}

const normalizeHeader = (value: string) =>
  foldText(value)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The column whose header best names the title (or the amount), by the first pattern that any header matches. */
function findColumn(headers: string[], patterns: RegExp[]) {
  const normalized = headers.map(normalizeHeader);
  for (const pattern of patterns) {
    const index = normalized.findIndex((header) => pattern.test(header));
    if (index >= 0) return index;
  }
  return -1;
}

const titleHeaders = [/^tytul/, /^title$/, /tytul/, /title/, /^opis/, /opis/, /description/, /szczegoly/];
const amountHeaders = [/^kwota$/, /^amount$/, /^kwota/, /kwota/, /amount/, /^wartosc/];

/** The records split by `delimiter` and the index of their header row, or null when none names both columns. */
function readWith(text: string, delimiter: string) {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text, delimiter);
  } catch {
    return null;
  }
  const headerIndex = records.slice(0, 30).findIndex(({ fields }) => {
    const title = findColumn(fields, titleHeaders);
    const amount = findColumn(fields, amountHeaders);
    return title >= 0 && amount >= 0 && title !== amount;
  });
  return headerIndex < 0 ? null : { records, headerIndex, columns: records[headerIndex]!.fields.length };
}

/**
 * The transfers of a bank statement in CSV as Polish banks export it: `;`, `,` or tab between fields, quoted
 * fields, a header row (possibly after a few lines about the account) naming a title column (tytuł, tytul,
 * title, opis…) and an amount column (kwota, amount…). The delimiter is the one whose header row has the most
 * columns. Throws InvalidStatementError when no header names both.
 */
export function parseBankStatement(csv: string): TStatementRow[] {
  const text = csv.replace(/^\uFEFF/, '');
  const candidates = delimiters
    .map((delimiter) => readWith(text, delimiter))
    .filter((candidate) => candidate !== null)
    .sort((a, b) => b.columns - a.columns);
  const best = candidates[0];
  if (!best) throw new InvalidStatementError('No header row with a title and an amount column');
  const headers = best.records[best.headerIndex]!.fields;
  const titleColumn = findColumn(headers, titleHeaders);
  const amountColumn = findColumn(headers, amountHeaders);
  return best.records.slice(best.headerIndex + 1).map(({ line, fields }) => ({
    line,
    title: (fields[titleColumn] ?? '').replace(/\s+/g, ' ').trim(),
    amount: parseStatementAmount(fields[amountColumn] ?? ''),
  }));
}
