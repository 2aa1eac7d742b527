import { useEffect, useState } from 'react';

/**
 * The current time, advancing every second only while `ticking`: running durations count up, and a
 * list of ended executions does not re-render for nothing.
 */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
