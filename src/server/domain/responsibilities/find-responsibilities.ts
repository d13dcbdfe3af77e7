import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { RESPONSIBILITY_PROVIDERS } from './providers';
import type { Responsibility, ResponsibilityProvider } from './responsibility';

/** A responsibility as the page shows it: overdue ones are marked so. */
export interface ResponsibilityView extends Responsibility {
  isOverdue: boolean;
}

const dueTime = (item: Responsibility) => item.dueAt?.getTime() ?? Number.POSITIVE_INFINITY;

/**
 * What is due from the signed-in viewer now, soonest deadline first (overdue ones lead,
 * those without a deadline come last), gathered from every registered provider.
 */
export async function findResponsibilities(
  ctx: RequestContext,
  providers: readonly ResponsibilityProvider[] = RESPONSIBILITY_PROVIDERS,
): Promise<ResponsibilityView[]> {
  const viewer = requireViewer(ctx);
  const lists: Responsibility[][] = [];
  // One after another: a PGlite database has a single connection.
  for (const provider of providers) lists.push(await provider(ctx, viewer));
  const now = ctx.now().getTime();
  return lists
    .flat()
    .map((item) => ({ ...item, isOverdue: item.dueAt !== null && item.dueAt.getTime() < now }))
    .sort(
      (a, b) => dueTime(a) - dueTime(b) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id),
    );
}
