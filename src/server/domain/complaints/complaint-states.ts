import { complaintStatus } from '../../db/schema';
import { defineStateMachine, type Transition } from '../state-machine';

export const COMPLAINT_STATUSES = complaintStatus.enumValues;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/**
 * Complaints still being handled: a reservation has at most one at a time, and its author may
 * still add photos.
 */
export const OPEN_COMPLAINT_STATUSES: readonly ComplaintStatus[] = ['open', 'in_review'];

/**
 * A buyer's complaint about a reserved or bought dog (docs/decisions.md, "Reservations and
 * purchases").
 */
export const COMPLAINT_EVENTS = ['startReview', 'resolve', 'reject'] as const;
export type ComplaintEvent = (typeof COMPLAINT_EVENTS)[number];

export const COMPLAINT_MACHINE = defineStateMachine<
  ComplaintStatus,
  ComplaintEvent,
  Transition<ComplaintStatus, ComplaintEvent>
>({
  name: 'complaint',
  states: COMPLAINT_STATUSES,
  initial: ['open'],
  transitions: [
    {
      event: 'startReview',
      from: ['open'],
      to: 'in_review',
      actors: ['admin'],
      when: 'ADMIN or ADMINV (with a second factor) take the complaint up',
    },
    {
      event: 'resolve',
      from: ['in_review'],
      to: 'resolved',
      actors: ['admin'],
      when: 'ADMIN or ADMINV decide for the buyer, with a resolution text the buyer reads',
    },
    {
      event: 'reject',
      from: ['in_review'],
      to: 'rejected',
      actors: ['admin'],
      when: 'ADMIN or ADMINV refuse it, with the reason the buyer reads',
    },
  ],
});

/** A new complaint starts here: the buyer files it about a reserved or bought dog. */
export const INITIAL_COMPLAINT_STATUS: ComplaintStatus = COMPLAINT_MACHINE.initial[0]!;

export const isComplaintOpen = (status: ComplaintStatus) =>
  OPEN_COMPLAINT_STATUSES.includes(status);

/** Resolved and rejected close a complaint; both must tell the buyer why. */
export const needsResolution = (status: ComplaintStatus) => !isComplaintOpen(status);

export function isComplaintStatus(value: unknown): value is ComplaintStatus {
  return (COMPLAINT_STATUSES as readonly unknown[]).includes(value);
}

/** The transition an admin's chosen target state takes from `from`, or null when none. */
export function findComplaintTransition(from: ComplaintStatus, to: ComplaintStatus) {
  return COMPLAINT_MACHINE.transitions.find((t) => t.from.includes(from) && t.to === to) ?? null;
}

/** The new state, or CONFLICT with a translated reason when the table does not allow it. */
export function transitionComplaint(from: ComplaintStatus, to: ComplaintStatus): ComplaintStatus {
  const found = findComplaintTransition(from, to);
  // An unknown target is refused by the machine with the same error as a forbidden event.
  return COMPLAINT_MACHINE.transition(
    from,
    found?.event ?? 'startReview',
    'admin',
    (t) => t.to === to,
  );
}
