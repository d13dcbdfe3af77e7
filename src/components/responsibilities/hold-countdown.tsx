'use client';

import { useEffect, useState } from 'react';

const remaining = (until: number) => Math.max(0, Math.round((until - Date.now()) / 1000));

/** Minutes and seconds left on a reservation's hold, ticking each second until it ends. */
export function HoldCountdown({
  until,
  secondsLeft,
  label,
}: {
  /** When the hold ends (ISO 8601). */
  until: string;
  /** Seconds left when the page was rendered, so the first paint matches the server's. */
  secondsLeft: number;
  label: string;
}) {
  const [seconds, setSeconds] = useState(secondsLeft);
  useEffect(() => {
    const end = Date.parse(until);
    const timer = setInterval(() => {
      const left = remaining(end);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const shown = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className="hold-countdown">
      {label}:{' '}
      <time role="timer" dateTime={`PT${seconds}S`}>
        {shown}
      </time>
    </p>
  );
}
