import { describe, expect, it } from 'vitest';
import { countdown } from './moderation-labels';

const now = new Date('2026-11-26T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('countdown to a case’s 12-hour decision target', () => {
  it.each([
    [12 * 60, 'Due in 12 h 0 min', false],
    [95, 'Due in 1 h 35 min', false],
    [0.2, 'Due in 1 min', false],
    [0, 'Overdue by 1 min', true],
    [-125, 'Overdue by 2 h 5 min', true],
  ])('%s minutes left reads “%s”', (minutes, text, isOverdue) => {
    expect(countdown(at(minutes), now)).toEqual({ text, isOverdue });
  });
});
