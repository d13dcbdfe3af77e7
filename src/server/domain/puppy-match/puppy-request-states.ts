import { puppyRequestStatus } from '../../db/schema';
import { defineStateMachine, type Transition } from '../state-machine';

export type PuppyRequestStatus = (typeof puppyRequestStatus.enumValues)[number];

/**
 * A buyer's puppy-match request (docs/decisions.md, "Puppy-match"): breeders see open ones only.
 * Each way to close names its reason in `close_reason`.
 */
export const PUPPY_REQUEST_EVENTS = ['pause', 'resume', 'close', 'expire', 'buy'] as const;
export type PuppyRequestEvent = (typeof PUPPY_REQUEST_EVENTS)[number];

export const PUPPY_REQUEST_MACHINE = defineStateMachine<
  PuppyRequestStatus,
  PuppyRequestEvent,
  Transition<PuppyRequestStatus, PuppyRequestEvent>
>({
  name: 'puppyRequest',
  states: puppyRequestStatus.enumValues,
  initial: ['open'],
  transitions: [
    {
      event: 'pause',
      from: ['open'],
      to: 'paused',
      actors: ['buyer'],
      when: 'the buyer takes a break; breeders stop seeing the request',
    },
    {
      event: 'resume',
      from: ['paused'],
      to: 'open',
      actors: ['buyer'],
      when: 'the buyer opens a paused request again',
    },
    {
      event: 'close',
      from: ['open', 'paused'],
      to: 'closed',
      actors: ['buyer'],
      when: 'the buyer closes the request (reason by_buyer)',
    },
    {
      event: 'expire',
      from: ['open', 'paused'],
      to: 'closed',
      actors: ['system'],
      when: 'the hourly sweep finds it 90 days old (reason expired)',
    },
    {
      event: 'buy',
      from: ['open', 'paused'],
      to: 'closed',
      actors: ['system'],
      when: 'the buyer confirms the purchase of a dog (reason bought)',
    },
  ],
});
