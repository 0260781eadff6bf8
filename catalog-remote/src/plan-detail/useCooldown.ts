import { useEffect, useState } from 'react';

/** True for `ms` after start() is called: the spec's request buttons rest 2 s after use. */
export function useCooldown(ms: number): [boolean, () => void] {
  const [cooling, setCooling] = useState(false);
  useEffect(() => {
    if (!cooling) return;
    const timer = setTimeout(() => setCooling(false), ms);
    return () => clearTimeout(timer);
  }, [cooling, ms]);
  return [cooling, () => setCooling(true)];
}
