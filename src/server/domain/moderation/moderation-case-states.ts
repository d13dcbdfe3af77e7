import { moderationCaseState, moderationDecision } from '../../db/schema';
import { defineStateMachine, type Transition } from '../state-machine';

export const CASE_STATES = moderationCaseState.enumValues;
export type CaseStateName = (typeof CASE_STATES)[number];
export const DECISIONS = moderationDecision.enumValues;
export type Decision = (typeof DECISIONS)[number];

/** A moderation case: opened by a report or flag (more join it while open), closed by a decision. */
export const MODERATION_CASE_MACHINE = defineStateMachine<
  CaseStateName,
  'decide',
  Transition<CaseStateName, 'decide'>
>({
  name: 'moderationCase',
  states: CASE_STATES,
  initial: ['open'],
  transitions: [
    {
      event: 'decide',
      from: ['open'],
      to: 'decided',
      actors: ['admin'],
      when: 'ADMINV keeps, asks for an edit, hides or suspends; the people concerned are told',
    },
  ],
});
