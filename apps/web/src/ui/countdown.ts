import { useEffect, useState } from 'react';

/** Whole seconds left until `endsAt` (a Date.now() time), ticking once a second; 0 once passed. */
export const useSecondsLeft = (endsAt: number) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
};

/** 27 -> '0:27', 75 -> '1:15'. */
export const formatSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
