import { describe, expect, it } from 'vitest';
import { ACTORS, type StateMachine, type Transition } from './state-machine';

type AnyTransition = Transition<string, string> & { kinds?: readonly string[] };
type AnyMachine = StateMachine<string, string, AnyTransition>;

// Every `*-states.ts` of the domain: a machine added in a new file is walked without a new line.
const modules = import.meta.glob<Record<string, unknown>>('./**/*-states.ts', { eager: true });
const isMachine = (value: unknown): value is AnyMachine =>
  typeof value === 'object' && value !== null && 'transitions' in value && 'states' in value;
const MACHINES = Object.values(modules).flatMap((exports) =>
  Object.values(exports).filter(isMachine),
);

/** docs/decisions.md, as one line per transition: `from --event--> to [actors] (kinds)`. */
const EXPECTED: Record<string, string[]> = {
  moderationCase: ['open --decide--> decided [admin]'],
  listing: [
    'draft --publish--> active [breeder] (puppy,adult)',
    'active --unpublish--> draft [breeder] (puppy,adult)',
    'active --reserve--> reserved [buyer] (puppy,adult)',
    'reserved --release--> active [buyer,breeder,system,provider] (puppy,adult)',
    'reserved --sell--> sold [buyer] (puppy,adult)',
    'active --sell--> sold [breeder] (puppy,adult)',
    'active --expire--> expired [system] (puppy,adult)',
    'active,expired --renew--> active [breeder] (puppy,adult)',
    'draft,active,expired --delete--> deleted [breeder,admin] (puppy,adult)',
    'draft,planned --delete--> deleted [breeder,admin] (litter)',
    'deleted --restore--> draft [breeder] (puppy,adult)',
    'deleted --restore--> planned [breeder] (litter)',
    'draft --publish--> planned [breeder] (litter)',
    'planned --markBorn--> born [breeder] (litter)',
    'planned --close--> closed [breeder,system] (litter)',
    'born --close--> closed [breeder,system] (litter)',
    'active --hide--> hidden [admin] (puppy,adult)',
    'planned --hide--> hidden [admin] (litter)',
    'hidden --unhide--> active [admin] (puppy,adult)',
    'hidden --unhide--> planned [admin] (litter)',
  ],
  reservation: [
    'awaiting_payment --pay--> deposited [provider]',
    'awaiting_payment --expire--> expired [system,provider,admin]',
    'awaiting_payment,deposited --cancelByBuyer--> cancelled_by_buyer [buyer,admin]',
    'awaiting_payment,deposited --cancelByBreeder--> cancelled_by_breeder [breeder,admin]',
    'deposited --complete--> completed [buyer]',
  ],
  order: [
    'pending --pay--> paid [provider,admin]',
    'pending --fail--> failed [provider]',
    'pending --cancel--> cancelled [buyer,breeder,system,admin]',
    'pending --expire--> expired [system]',
    'paid --refund--> refunded [provider,admin]',
  ],
  payment: [
    'requires_action --process--> processing [provider]',
    'requires_action,processing --succeed--> succeeded [provider,admin]',
    'requires_action,processing --fail--> failed [provider]',
    'succeeded --refund--> refunded [provider,admin]',
  ],
  statementEntry: [
    'flagged --apply--> applied [provider,admin]',
    'flagged --dismiss--> dismissed [admin]',
  ],
  refund: [
    'pending --succeed--> succeeded [provider,admin]',
    'pending --fail--> failed [provider]',
  ],
  subscription: [
    'active --expire--> expired [system]',
    'active --cancel--> cancelled [provider,admin]',
    'active --extend--> active [admin]',
  ],
  complaint: [
    'open --startReview--> in_review [admin]',
    'in_review --resolve--> resolved [admin]',
    'in_review --reject--> rejected [admin]',
  ],
  puppyRequest: [
    'open --pause--> paused [buyer]',
    'paused --resume--> open [buyer]',
    'open,paused --close--> closed [buyer]',
    'open,paused --expire--> closed [system]',
    'open,paused --buy--> closed [system]',
  ],
  puppyOffer: [
    'pending --accept--> accepted [buyer]',
    'pending --decline--> declined [buyer]',
    'pending --withdraw--> withdrawn [breeder]',
  ],
  waitlistApplication: [
    'applied --accept--> accepted [breeder]',
    'applied --decline--> declined [breeder]',
    'applied,accepted --withdraw--> withdrawn [buyer]',
  ],
  waitlistPick: [
    'waiting --open--> choosing [breeder,system]',
    'choosing --pick--> picked [buyer]',
    'waiting,choosing --pass--> passed [buyer]',
    'waiting,choosing --expire--> passed [system]',
  ],
};

const line = (t: AnyTransition) =>
  `${t.from.join(',')} --${t.event}--> ${t.to} [${t.actors.join(',')}]` +
  (t.kinds ? ` (${t.kinds.join(',')})` : '');

/** Each machine once per kind of object it distinguishes (listings by kind), else once. */
function variants(machine: AnyMachine): { label: string; where?: (t: AnyTransition) => boolean }[] {
  const kinds = [...new Set(machine.transitions.flatMap((t) => t.kinds ?? []))];
  if (kinds.length === 0) return [{ label: machine.name }];
  return kinds.map((kind) => ({
    label: `${machine.name} (${kind})`,
    where: (t: AnyTransition) => t.kinds?.includes(kind) ?? false,
  }));
}

describe('every state machine', () => {
  it('finds the machines of docs/decisions.md and nothing unnamed', () => {
    expect(MACHINES.map((m) => m.name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  describe.each(MACHINES.map((machine) => [machine.name, machine] as const))('%s', (_, machine) => {
    it('has exactly the transitions decided, each naming who and when', () => {
      expect(machine.transitions.map(line)).toEqual(EXPECTED[machine.name]);
      for (const t of machine.transitions) {
        expect(t.actors.length, line(t)).toBeGreaterThan(0);
        expect(
          t.actors.every((a) => ACTORS.includes(a)),
          line(t),
        ).toBe(true);
        expect(t.when.length, line(t)).toBeGreaterThan(10);
        for (const s of [...t.from, t.to]) expect(machine.states, line(t)).toContain(s);
      }
    });

    it.each(variants(machine))('$label: every state is reachable from the start', ({ where }) => {
      const applicable = machine.transitions.filter((t) => !where || where(t));
      const used = new Set(applicable.flatMap((t) => [...t.from, t.to]));
      const reached = new Set(machine.initial.filter((s) => used.has(s)));
      for (let grew = true; grew;) {
        grew = false;
        for (const t of applicable) {
          if (!reached.has(t.to) && t.from.some((s) => reached.has(s))) {
            reached.add(t.to);
            grew = true;
          }
        }
      }
      expect([...used].filter((s) => !reached.has(s))).toEqual([]);
    });

    it.each(variants(machine))(
      '$label: exercises every allowed transition and refuses every other',
      ({ where }) => {
        const events = [...new Set(machine.transitions.map((t) => t.event))];
        let allowed = 0;
        for (const from of machine.states) {
          for (const event of events) {
            const found = machine.transitions.filter(
              (t) => t.event === event && t.from.includes(from) && (!where || where(t)),
            );
            expect(found.length, `${from} ${event}: one target at most`).toBeLessThanOrEqual(1);
            for (const actor of ACTORS) {
              const permitted = found[0]?.actors.includes(actor) ?? false;
              expect(machine.can(from, event, actor, where)).toBe(permitted);
              if (permitted) {
                expect(machine.transition(from, event, actor, where)).toBe(found[0]!.to);
                allowed++;
              } else {
                expect(() => machine.transition(from, event, actor, where)).toThrow(
                  expect.objectContaining({
                    code: 'CONFLICT',
                    fields: { form: `${machine.name}TransitionRefused` },
                  }),
                );
              }
            }
          }
        }
        expect(allowed).toBeGreaterThan(0);
      },
    );
  });
});
