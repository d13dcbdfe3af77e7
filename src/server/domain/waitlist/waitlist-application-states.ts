import { waitlistApplicationState } from '../../db/schema';
import { defineStateMachine, type Transition } from '../state-machine';

export type WaitlistApplicationState = (typeof waitlistApplicationState.enumValues)[number];

/** A buyer's application to a planned litter's waitlist; accepting gives it the next place. */
export const WAITLIST_APPLICATION_EVENTS = ['accept', 'decline', 'withdraw'] as const;
export type WaitlistApplicationEvent = (typeof WAITLIST_APPLICATION_EVENTS)[number];

export const WAITLIST_APPLICATION_MACHINE = defineStateMachine<
  WaitlistApplicationState,
  WaitlistApplicationEvent,
  Transition<WaitlistApplicationState, WaitlistApplicationEvent>
>({
  name: 'waitlistApplication',
  states: waitlistApplicationState.enumValues,
  initial: ['applied'],
  transitions: [
    {
      event: 'accept',
      from: ['applied'],
      to: 'accepted',
      actors: ['breeder'],
      when: 'the breeder accepts while places are left; the buyer gets the next place number',
    },
    {
      event: 'decline',
      from: ['applied'],
      to: 'declined',
      actors: ['breeder'],
      when: 'the breeder declines, with an optional reason the buyer reads',
    },
    {
      event: 'withdraw',
      from: ['applied', 'accepted'],
      to: 'withdrawn',
      actors: ['buyer'],
      when: 'the buyer leaves the list; an accepted place stays numbered but is free again',
    },
  ],
});
