/**
 * The end of a plan of `months` starting at `start`: the same day of the month and time, `months`
 * later in UTC; a day the target month lacks becomes its last day (31 January + 1 month = 28 or
 * 29 February), so no plan runs into the month after.
 */
export function addMonths(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

/**
 * The period a newly paid plan covers: from now, or from the end of the service still running
 * (paying early extends, it never overlaps or loses days).
 */
export function nextPeriod(
  now: Date,
  currentEnd: Date | null,
  months: number,
): { startsAt: Date; endsAt: Date } {
  const startsAt = currentEnd && currentEnd > now ? currentEnd : now;
  return { startsAt, endsAt: addMonths(startsAt, months) };
}
