import { differenceInMonths, differenceInWeeks, differenceInYears } from 'date-fns';

/** The age unit a card shows: weeks under 4 months, months under 2 years, then years. */
export function dogAge(
  birthDate: string,
  now: Date,
): { unit: 'weeks' | 'months' | 'years'; value: number } {
  const birth = new Date(`${birthDate}T00:00:00Z`);
  const months = differenceInMonths(now, birth);
  if (months < 4) return { unit: 'weeks', value: Math.max(0, differenceInWeeks(now, birth)) };
  if (months < 24) return { unit: 'months', value: months };
  return { unit: 'years', value: differenceInYears(now, birth) };
}
