import { puppyOfferStatus } from '../../db/schema';
import { defineStateMachine, type Transition } from '../state-machine';

export type PuppyOfferStatus = (typeof puppyOfferStatus.enumValues)[number];

/** A breeder's offer of a dog to a puppy-match request; accepting shares contacts both ways. */
export const PUPPY_OFFER_EVENTS = ['accept', 'decline', 'withdraw'] as const;
export type PuppyOfferEvent = (typeof PUPPY_OFFER_EVENTS)[number];

export const PUPPY_OFFER_MACHINE = defineStateMachine<
  PuppyOfferStatus,
  PuppyOfferEvent,
  Transition<PuppyOfferStatus, PuppyOfferEvent>
>({
  name: 'puppyOffer',
  states: puppyOfferStatus.enumValues,
  initial: ['pending'],
  transitions: [
    {
      event: 'accept',
      from: ['pending'],
      to: 'accepted',
      actors: ['buyer'],
      when: 'the buyer accepts; both sides see each other’s contact details',
    },
    {
      event: 'decline',
      from: ['pending'],
      to: 'declined',
      actors: ['buyer'],
      when: 'the buyer declines the offer',
    },
    {
      event: 'withdraw',
      from: ['pending'],
      to: 'withdrawn',
      actors: ['breeder'],
      when: 'the breeder takes back an offer not yet answered',
    },
  ],
});
