import { DomainError } from '../domain/errors';

export type CsvValue = string | number | bigint | boolean | Date | null | undefined;

/**
 * One CSV field: quoted when it must be, and a leading =, +, -, @, tab or CR is defused with a
 * quote mark so a spreadsheet never runs a cell as a formula (OWASP "CSV injection").
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: readonly CsvValue[]) => `${values.map(csvField).join(',')}\r\n`;

/**
 * A CSV download streamed row by row (UTF-8 with a byte-order mark so spreadsheet programs
 * read accents and Cyrillic right): `rows` is read lazily, e.g. page by page from the database.
 */
export function csvResponse(
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]>,
): Response {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvLine(next.value)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/**
 * A query of one page: from `offset`, or after `last`, the previous page's last item, for a
 * keyset query (which then ignores the offset).
 */
export type PageFetch<T> = (offset: number, limit: number, last?: T) => Promise<T[]>;

/** Pages through a keyset or offset query until a page comes back short. */
export async function* pagedRows<T>(fetchPage: PageFetch<T>, pageSize = 1000): AsyncGenerator<T> {
  let last: T | undefined;
  for (let offset = 0; ; offset += pageSize) {
    const page = await fetchPage(offset, pageSize, last);
    yield* page;
    if (page.length < pageSize) return;
    last = page.at(-1);
  }
}

/**
 * An admin list's CSV download: its first row is asked for before the first byte, so a refused
 * viewer gets a status (401 signed out, 403 otherwise) instead of a broken file; then the list
 * streams page by page, each item written as `toRow` says.
 */
export async function pagedCsvResponse<T>(
  filename: string,
  header: readonly string[],
  fetchPage: PageFetch<T>,
  toRow: (item: T) => readonly CsvValue[],
): Promise<Response> {
  try {
    await fetchPage(0, 1);
  } catch (error) {
    if (error instanceof DomainError) {
      return new Response(null, { status: error.code === 'UNAUTHENTICATED' ? 401 : 403 });
    }
    throw error;
  }
  async function* rows() {
    for await (const item of pagedRows(fetchPage)) yield toRow(item);
  }
  return csvResponse(filename, header, rows());
}
