import { waitlistPickState } from '../../db/schema';
import { defineStateMachine, type Transition } from '../state-machine';

export type WaitlistPickState = (typeof waitlistPickState.enumValues)[number];

/**
 * An accepted buyer's turn once the litter is born and its puppies are listed: every accepted
 * place starts waiting; one at a time, in place order, chooses within its window.
 */
export const WAITLIST_PICK_EVENTS = ['open', 'pick', 'pass', 'expire'] as const;
export type WaitlistPickEvent = (typeof WAITLIST_PICK_EVENTS)[number];

export const WAITLIST_PICK_MACHINE = defineStateMachine<
  WaitlistPickState,
  WaitlistPickEvent,
  Transition<WaitlistPickState, WaitlistPickEvent>
>({
  name: 'waitlistPick',
  states: waitlistPickState.enumValues,
  initial: ['waiting'],
  transitions: [
    {
      event: 'open',
      from: ['waiting'],
      to: 'choosing',
      actors: ['breeder', 'system'],
      when: 'the breeder starts the picks, or the buyer before ends their turn; the lowest place first',
    },
    {
      event: 'pick',
      from: ['choosing'],
      to: 'picked',
      actors: ['buyer'],
      when: 'the buyer chooses an available puppy of the litter within their window',
    },
    {
      event: 'pass',
      from: ['waiting', 'choosing'],
      to: 'passed',
      actors: ['buyer'],
      when: 'the buyer gives up their turn (before or during it); the next place chooses',
    },
    {
      event: 'expire',
      from: ['waiting', 'choosing'],
      to: 'passed',
      actors: ['system'],
      when: 'the window ended unused, or no puppy is left for the places still waiting',
    },
  ],
});
