import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listHref } from '@/components/admin/list-href';
import { parseListParams } from './list-params';

const spec = {
  sorts: ['createdAt', 'email'] as const,
  defaultSort: 'createdAt' as const,
  filters: {
    q: z.string().max(100),
    role: z.enum(['USER', 'ADMIN']),
    from: z.coerce.date(),
  },
  pageSize: 25,
};

describe('parseListParams', () => {
  it('reads page, sort and filters and gives the query that rebuilds them', () => {
    const params = parseListParams(
      { page: '3', sort: 'email', dir: 'asc', q: ' kis ', role: 'ADMIN', from: '2026-01-01' },
      spec,
    );
    expect(params).toMatchObject({ page: 3, pageSize: 25, offset: 50, sort: 'email', dir: 'asc' });
    expect(params.filters).toEqual({ q: 'kis', role: 'ADMIN', from: new Date('2026-01-01') });
    expect(params.query).toEqual({
      q: 'kis',
      role: 'ADMIN',
      from: '2026-01-01',
      sort: 'email',
      dir: 'asc',
      page: '3',
    });
  });

  it('falls back to the defaults for anything it does not understand', () => {
    const params = parseListParams(
      new URLSearchParams('page=-4&sort=password&dir=sideways&role=GOD&from=yesterday'),
      spec,
    );
    expect(params).toMatchObject({ page: 1, offset: 0, sort: 'createdAt', dir: 'desc' });
    expect(params.filters).toEqual({});
    expect(params.query).toEqual({});
  });
});

describe('listHref', () => {
  it('changes one part of the state and drops emptied ones', () => {
    expect(listHref('/en/admin/users', { q: 'kis', page: '2' }, { page: undefined })).toBe(
      '/en/admin/users?q=kis',
    );
    expect(listHref('/en/admin/users', {}, {})).toBe('/en/admin/users');
    expect(listHref('/en/admin/users', { q: 'a&b' }, { sort: 'email' })).toBe(
      '/en/admin/users?q=a%26b&sort=email',
    );
  });
});
