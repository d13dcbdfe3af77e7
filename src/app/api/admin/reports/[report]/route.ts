import { csvResponse } from '@/server/admin/csv';
import { loadReports, REPORT_KEYS } from '@/server/admin/load-reports';
import { createRequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { getViewer } from '@/server/domain/accounts/get-viewer';
import { parseReportRange } from '@/server/domain/admin/reports/report-range';
import { DomainError } from '@/server/domain/errors';

/**
 * GET one admin report (`revenue`, `orders`, ...) over `?from=&to=` as a CSV: the page's data
 * table with raw integers (money in minor units). A bad range is the page's default, as there.
 */
export async function GET(request: Request, { params }: { params: Promise<{ report: string }> }) {
  const { report } = await params;
  if (!REPORT_KEYS.includes(report)) return new Response('Unknown report', { status: 404 });
  const viewer = await getViewer(getAccountServices().auth, request.headers);
  const search = new URL(request.url).searchParams;
  const { range } = parseReportRange(
    { from: search.get('from') ?? undefined, to: search.get('to') ?? undefined },
    new Date(),
  );
  let view;
  try {
    [view] = await loadReports(createRequestContext({ viewer }), range, report);
  } catch (error) {
    if (error instanceof DomainError) {
      return new Response(error.message, { status: error.code === 'UNAUTHENTICATED' ? 401 : 403 });
    }
    throw error;
  }
  async function* rows() {
    yield* view!.rows;
  }
  return csvResponse(
    `${report}-${range.from}-${range.to}.csv`,
    view!.columns.map((column) => column.key),
    rows(),
  );
}
