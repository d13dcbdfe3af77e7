import type { CaseKind } from '@/server/domain/moderation/list-moderation-queue';

/** The admin area is in English: what the queue's kinds, targets and decisions are called. */
export const KIND_LABELS: Record<CaseKind, string> = {
  report: 'Visitors’ reports',
  photo_reused: 'Flag: photo reused from another kennel',
  price_outlier: 'Flag: price far below the breed’s median',
  microchip_reused: 'Flag: microchip used twice',
  new_account_burst: 'Flag: new account publishing many ads',
};

export const TARGET_LABELS: Record<string, string> = {
  listing: 'Ad',
  kennel: 'Kennel',
  review: 'Review',
};

export const DECISION_LABELS: Record<string, string> = {
  keep: 'Kept',
  request_edit: 'Edit requested',
  hide: 'Hidden',
  suspend: 'Seller suspended',
};

export const REASON_LABELS: Record<string, string> = {
  scam: 'Scam or fraud',
  animal_welfare: 'Animal welfare',
  prohibited: 'Prohibited or illegal sale',
  duplicate: 'Duplicate',
  wrong_information: 'Wrong information',
  other: 'Other',
};

const MINUTE = 60_000;

function span(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / MINUTE));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours ? `${hours} h ${rest} min` : `${rest} min`;
}

/** The time left to the 12-hour decision target, or how long ago it passed. */
export function countdown(dueAt: Date, now: Date): { text: string; isOverdue: boolean } {
  const left = dueAt.getTime() - now.getTime();
  return left > 0
    ? { text: `Due in ${span(left)}`, isOverdue: false }
    : { text: `Overdue by ${span(-left)}`, isOverdue: true };
}
