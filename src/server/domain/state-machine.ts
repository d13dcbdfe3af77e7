import { DomainError } from './errors';

/**
 * Who may trigger a transition. Roles within `admin` (ADMIN, ADMINV, ADMINM) are checked by the
 * use case with `requireRole`; the machine only knows the kind of actor.
 */
export const ACTORS = ['buyer', 'breeder', 'admin', 'provider', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

/** One allowed change of state: the event, where it may start, where it leads, who and when. */
export interface Transition<S extends string, E extends string> {
  event: E;
  from: readonly S[];
  to: S;
  /** Who may trigger it; anyone else is refused even where the states allow it. */
  actors: readonly Actor[];
  /** When it happens, in words (docs/decisions.md); tests require it. */
  when: string;
}

export interface StateMachineSpec<S extends string, E extends string, T extends Transition<S, E>> {
  /** Names the machine in errors (`Errors.form.<name>TransitionRefused`) and tests. */
  name: string;
  states: readonly S[];
  /** Where a new object starts. */
  initial: readonly S[];
  transitions: readonly T[];
}

export interface StateMachine<
  S extends string,
  E extends string,
  T extends Transition<S, E>,
> extends StateMachineSpec<S, E, T> {
  /** The transition an event takes from a state (optionally narrowed, e.g. by listing kind). */
  find(from: S, event: E, where?: (transition: T) => boolean): T | null;
  /** Whether the event is allowed from the state (and for the actor, when one is given). */
  can(from: S, event: E, actor?: Actor, where?: (transition: T) => boolean): boolean;
  /** The next state, or CONFLICT when the table has no such transition for this actor. */
  transition(from: S, event: E, actor: Actor, where?: (transition: T) => boolean): S;
}

/**
 * One shape for every state machine (listing, reservation, order, payment, complaint,
 * subscription): the table is data, domain code asks it, and one generic test walks them all.
 */
export function defineStateMachine<S extends string, E extends string, T extends Transition<S, E>>(
  spec: StateMachineSpec<S, E, T>,
): StateMachine<S, E, T> {
  const find = (from: S, event: E, where?: (transition: T) => boolean) =>
    spec.transitions.find(
      (t) => t.event === event && t.from.includes(from) && (!where || where(t)),
    ) ?? null;
  return {
    ...spec,
    find,
    can(from, event, actor, where) {
      const found = find(from, event, where);
      return Boolean(found && (!actor || found.actors.includes(actor)));
    },
    transition(from, event, actor, where) {
      const found = find(from, event, where);
      if (!found || !found.actors.includes(actor)) {
        throw new DomainError('CONFLICT', `A ${from} ${spec.name} cannot ${event} by ${actor}`, {
          form: `${spec.name}TransitionRefused`,
        });
      }
      return found.to;
    },
  };
}
