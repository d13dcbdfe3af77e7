import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_STATUSES,
  COMPLAINT_MACHINE,
  INITIAL_COMPLAINT_STATUS,
  findComplaintTransition,
  isComplaintOpen,
  needsResolution,
  transitionComplaint,
  type ComplaintStatus,
} from './complaint-states';

/**
 * docs/decisions.md, "Reservations and purchases": admins handle
 * open -> in_review -> resolved | rejected.
 */
const ALLOWED: [ComplaintStatus, ComplaintStatus][] = [
  ['open', 'in_review'],
  ['in_review', 'resolved'],
  ['in_review', 'rejected'],
];

const ALL_PAIRS = COMPLAINT_STATUSES.flatMap((from) =>
  COMPLAINT_STATUSES.map((to) => [from, to] as [ComplaintStatus, ComplaintStatus]),
);

describe('complaint states (docs/decisions.md)', () => {
  it('starts open', () => {
    expect(INITIAL_COMPLAINT_STATUS).toBe('open');
  });

  it.each(ALL_PAIRS)('%s -> %s follows the table', (from, to) => {
    const isAllowed = ALLOWED.some(([a, b]) => a === from && b === to);
    if (isAllowed) {
      expect(transitionComplaint(from, to)).toBe(to);
    } else {
      expect(() => transitionComplaint(from, to)).toThrow(
        expect.objectContaining({
          code: 'CONFLICT',
          fields: { form: 'complaintTransitionRefused' },
        }),
      );
    }
  });

  it('has exactly the transitions of the decisions, each naming who triggers it', () => {
    const pairs = COMPLAINT_MACHINE.transitions.flatMap((t) => t.from.map((from) => [from, t.to]));
    expect(pairs.sort()).toEqual([...ALLOWED].sort());
    for (const transition of COMPLAINT_MACHINE.transitions) {
      expect(transition.when).toMatch(/ADMIN/);
    }
  });

  it('resolved and rejected are final and need a resolution; open ones do not', () => {
    for (const status of ['resolved', 'rejected'] as const) {
      expect(isComplaintOpen(status)).toBe(false);
      expect(needsResolution(status)).toBe(true);
      for (const to of COMPLAINT_STATUSES) expect(findComplaintTransition(status, to)).toBeNull();
    }
    for (const status of ['open', 'in_review'] as const) {
      expect(isComplaintOpen(status)).toBe(true);
      expect(needsResolution(status)).toBe(false);
    }
  });
});
