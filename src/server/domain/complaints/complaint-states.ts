import { DomainError } from '../errors';

export const COMPLAINT_STATUSES = ['open', 'in_review', 'resolved', 'rejected'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export type ComplaintEvent = 'startReview' | 'resolve' | 'reject';

interface Transition {
  event: ComplaintEvent;
  from: readonly ComplaintStatus[];
  to: ComplaintStatus;
  /** Who triggers it and when (decisions.md, "Reservations and purchases"). */
  by: string;
}

/** A new complaint starts here: the buyer files it about a reserved or bought dog. */
export const INITIAL_COMPLAINT_STATUS: ComplaintStatus = 'open';

/**
 * Complaints still being handled: a reservation has at most one at a time, and its author may
 * still add photos.
 */
export const OPEN_COMPLAINT_STATUSES: readonly ComplaintStatus[] = ['open', 'in_review'];

/** Every allowed change of a complaint's state; anything else is refused. */
export const COMPLAINT_TRANSITIONS: readonly Transition[] = [
  {
    event: 'startReview',
    from: ['open'],
    to: 'in_review',
    by: 'ADMIN or ADMINV (with a second factor), when they take the complaint up',
  },
  {
    event: 'resolve',
    from: ['in_review'],
    to: 'resolved',
    by: 'ADMIN or ADMINV, with a resolution text the buyer reads',
  },
  {
    event: 'reject',
    from: ['in_review'],
    to: 'rejected',
    by: 'ADMIN or ADMINV, with the reason the buyer reads',
  },
];

export const isComplaintOpen = (status: ComplaintStatus) =>
  OPEN_COMPLAINT_STATUSES.includes(status);

/** Resolved and rejected close a complaint; both must tell the buyer why. */
export const needsResolution = (status: ComplaintStatus) => !isComplaintOpen(status);

export function isComplaintStatus(value: unknown): value is ComplaintStatus {
  return (COMPLAINT_STATUSES as readonly unknown[]).includes(value);
}

/** The transition that leads from `from` to `to`, or null when the table has none. */
export function findComplaintTransition(
  from: ComplaintStatus,
  to: ComplaintStatus,
): Transition | null {
  return COMPLAINT_TRANSITIONS.find((t) => t.from.includes(from) && t.to === to) ?? null;
}

/** The new state, or CONFLICT with a translated reason when the table does not allow it. */
export function transitionComplaint(from: ComplaintStatus, to: ComplaintStatus): ComplaintStatus {
  if (!findComplaintTransition(from, to)) {
    throw new DomainError('CONFLICT', `Complaint cannot go from ${from} to ${to}`, {
      form: 'complaintTransitionRefused',
    });
  }
  return to;
}
