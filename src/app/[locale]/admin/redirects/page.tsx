import type { Metadata } from 'next';
import { listHref } from '@/components/admin/list-href';
import {
  DeleteRedirectForm,
  ImportRedirectsForm,
  RedirectForm,
} from '@/components/admin/redirect-forms';
import { getPathname } from '@/i18n/navigation';
import { parseListParams } from '@/server/admin/list-params';
import { createRequestContext } from '@/server/context';
import { REDIRECT_LIST, listRedirects } from '@/server/domain/redirects/list-redirects';
import { getSessionViewer } from '../../profile/session-viewer';
import { deleteRedirectAction, importRedirectsAction, saveRedirectAction } from './actions';

export const metadata: Metadata = { title: 'Redirects' };
export const dynamic = 'force-dynamic';

/** Redirects from old paths: add, edit, delete, import a CSV; hits as counted by the proxy. */
export default async function RedirectsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await getSessionViewer();
  if (!viewer || !['ADMIN', 'ADMINM'].includes(viewer.role) || !viewer.twoFactorEnabled) {
    return (
      <>
        <h1>Redirects</h1>
        <p>Redirects are kept by the ADMIN and ADMINM roles.</p>
      </>
    );
  }
  const params = parseListParams(await searchParams, REDIRECT_LIST);
  const rows = await listRedirects(createRequestContext({ viewer }), params);
  const path = getPathname('/admin/redirects', {}, 'en');
  const sortLink = (sort: string, label: string) => (
    <a
      href={listHref(path, params.query, {
        sort,
        dir: params.dir === 'asc' ? 'desc' : 'asc',
        page: undefined,
      })}
    >
      {label}
    </a>
  );
  return (
    <>
      <h1>Redirects</h1>
      <section aria-labelledby="new-redirect">
        <h2 id="new-redirect">New redirect</h2>
        <RedirectForm action={saveRedirectAction} submitLabel="Add redirect" />
      </section>
      <section aria-labelledby="import-redirects">
        <h2 id="import-redirects">Import from CSV</h2>
        <ImportRedirectsForm action={importRedirectsAction} />
      </section>
      <section aria-labelledby="all-redirects">
        <h2 id="all-redirects">All redirects</h2>
        <form method="get" action={path} className="admin-filters">
          <label>
            Path contains
            <input name="q" defaultValue={params.query.q} />
          </label>
          <button type="submit">Find</button>
        </form>
        <p>
          Sort by {sortLink('from', 'source')}, {sortLink('hits', 'hits')} or{' '}
          {sortLink('updated', 'last change')}.
        </p>
        {rows.length === 0 ? <p>No redirects.</p> : null}
        <ul className="admin-redirects">
          {rows.map((row) => (
            <li key={row.id}>
              <h3>
                {row.fromPath} → {row.toPath}
              </h3>
              <p>
                {row.statusCode} · {row.match} · {row.hits.toLocaleString('en-GB')} hits
                {row.lastHitAt ? `, last ${row.lastHitAt.toISOString().slice(0, 16)} UTC` : ''}
              </p>
              <details>
                <summary>Edit {row.fromPath}</summary>
                <RedirectForm
                  action={saveRedirectAction}
                  submitLabel="Save changes"
                  initial={{ ...row }}
                />
              </details>
              <DeleteRedirectForm
                action={deleteRedirectAction}
                id={row.id}
                label={`Delete the redirect from ${row.fromPath}`}
              />
            </li>
          ))}
        </ul>
        <nav aria-label="Redirects: pages" className="admin-pager">
          {params.page > 1 ? (
            <a href={listHref(path, params.query, { page: String(params.page - 1) })}>
              Previous page
            </a>
          ) : null}
          {rows.length === params.pageSize ? (
            <a href={listHref(path, params.query, { page: String(params.page + 1) })}>Next page</a>
          ) : null}
        </nav>
      </section>
    </>
  );
}
