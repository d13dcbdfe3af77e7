import { describe, expect, it } from 'vitest';
import { csvField, csvResponse, pagedCsvResponse, pagedRows } from './csv';
import { ForbiddenError, UnauthenticatedError } from '../domain/errors';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['Kis, Anna', '"Kis, Anna"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['-5+3', "'-5+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes numbers, dates and empty values as they are', () => {
    expect(csvField(-1250)).toBe('-1250');
    expect(csvField(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-26T10:00:00.000Z');
    expect(csvField(null)).toBe('');
  });
});

describe('csvResponse', () => {
  it('streams a byte-order mark, the header and every row a paged source gives', async () => {
    const source = Array.from({ length: 5 }, (_, i) => [`row ${i}`, i]);
    const calls: number[] = [];
    const rows = pagedRows(async (offset, limit) => {
      calls.push(offset);
      return source.slice(offset, offset + limit);
    }, 2);
    const response = csvResponse('users 2026.csv', ['Name', 'N'], rows);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="users_2026.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3))).toBe(
      'Name,N\r\nrow 0,0\r\nrow 1,1\r\nrow 2,2\r\nrow 3,3\r\nrow 4,4\r\n',
    );
    expect(calls).toEqual([0, 2, 4]);
  });
});

describe('pagedCsvResponse', () => {
  const page = (total: number) => async (offset: number, limit: number) =>
    Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, n) => offset + n);

  it('streams every page of the list, one line per item', async () => {
    const response = await pagedCsvResponse('n.csv', ['n', 'double'], page(2500), (n) => [
      n,
      n * 2,
    ]);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2501);
    expect(lines[0]).toBe('n,double');
    expect(lines[2500]).toBe('2499,4998');
  });

  it.each([
    [new UnauthenticatedError(), 401],
    [new ForbiddenError('read the list'), 403],
  ])('answers a refusal (%s) with a status before any byte', async (error, status) => {
    const response = await pagedCsvResponse(
      'n.csv',
      ['n'],
      () => Promise.reject(error),
      (n) => [String(n)],
    );
    expect(response.status).toBe(status);
    expect(await response.text()).toBe('');
  });

  it('lets any other failure through', async () => {
    await expect(
      pagedCsvResponse(
        'n.csv',
        ['n'],
        () => Promise.reject(new Error('down')),
        () => [],
      ),
    ).rejects.toThrow('down');
  });
});
