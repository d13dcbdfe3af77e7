import type { Metadata } from 'next';
import { ReportChart } from '@/components/admin/report-chart';
import { ReportTable } from '@/components/admin/report-table';
import { getPathname } from '@/i18n/navigation';
import { loadReports } from '@/server/admin/load-reports';
import { createRequestContext } from '@/server/context';
import { isAdminRole } from '@/server/domain/auth/require-role';
import { parseReportRange } from '@/server/domain/admin/reports/report-range';
import { getSessionViewer } from '../../profile/session-viewer';

export const metadata: Metadata = { title: 'Reports' };
export const dynamic = 'force-dynamic';

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * The business in charts over a date range kept in the URL (`?from=&to=`, the last 12 months
 * by default), each chart with its figures as a table and a CSV download.
 */
export default async function ReportsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await getSessionViewer();
  if (!viewer || !isAdminRole(viewer.role) || !viewer.twoFactorEnabled) return null;
  const params = await searchParams;
  const { range, isFallback } = parseReportRange(
    { from: first(params.from), to: first(params.to) },
    new Date(),
  );
  const views = await loadReports(createRequestContext({ viewer }), range);
  const path = getPathname('/admin/reports', {}, 'en');
  const query = new URLSearchParams({ from: range.from, to: range.to }).toString();
  return (
    <>
      <h1>Reports</h1>
      <form method="get" action={path} className="admin-filters" aria-label="Date range">
        <label>
          From
          <input type="date" name="from" defaultValue={range.from} required />
        </label>
        <label>
          To (included)
          <input type="date" name="to" defaultValue={range.to} required />
        </label>
        <button type="submit">Show</button>
      </form>
      {isFallback ? (
        <p role="alert" className="report-notice">
          That date range could not be used (each day must be a real date, the range must not end
          before it starts or span more than five years), so the last 12 months are shown.
        </p>
      ) : null}
      <p>
        From {range.from} to {range.to}, both days included (UTC).
      </p>
      {views.map((view) => {
        const heading = `report-${view.key}`;
        return (
          <section key={view.key} aria-labelledby={heading} className="report">
            <h2 id={heading}>{view.title}</h2>
            <p>{view.summary}</p>
            <div className="report-chart">
              <ReportChart spec={view.chart} label={`${view.title} chart`} />
            </div>
            <ReportTable view={view} />
            <p>
              <a href={`/api/admin/reports/${view.key}?${query}`} download>
                Download “{view.title}” as CSV
              </a>
            </p>
          </section>
        );
      })}
    </>
  );
}
