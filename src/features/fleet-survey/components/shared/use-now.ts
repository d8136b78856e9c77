import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs`, for "2 min ago" texts that must keep aging. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const handle = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(handle);
  }, [everyMs]);
  return now;
}
