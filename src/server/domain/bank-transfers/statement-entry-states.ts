import { statementEntryStatus } from '../../db/schema';
import { defineStateMachine, type Transition } from '../state-machine';

export const STATEMENT_ENTRY_STATUSES = statementEntryStatus.enumValues;
export type StatementEntryStatus = (typeof STATEMENT_ENTRY_STATUSES)[number];

/**
 * A credit entry of an imported bank statement. Every entry is recorded `flagged` and, in the
 * same transaction, applied when it matches a pending order exactly; any other entry waits for an
 * admin, who applies it to an order or dismisses it.
 */
export const STATEMENT_ENTRY_EVENTS = ['apply', 'dismiss'] as const;
export type StatementEntryEvent = (typeof STATEMENT_ENTRY_EVENTS)[number];

export const STATEMENT_ENTRY_MACHINE = defineStateMachine<
  StatementEntryStatus,
  StatementEntryEvent,
  Transition<StatementEntryStatus, StatementEntryEvent>
>({
  name: 'statementEntry',
  states: STATEMENT_ENTRY_STATUSES,
  initial: ['flagged'],
  transitions: [
    {
      event: 'apply',
      from: ['flagged'],
      to: 'applied',
      actors: ['provider', 'admin'],
      when:
        'the entry names a pending order with its exact amount and currency (on import), or ' +
        'an admin, after a note, counts the money as payment of a pending order',
    },
    {
      event: 'dismiss',
      from: ['flagged'],
      to: 'dismissed',
      actors: ['admin'],
      when: 'an admin, after a note, settles the entry outside the site (returned, not ours)',
    },
  ],
});
