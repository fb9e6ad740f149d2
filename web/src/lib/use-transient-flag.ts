import { useEffect, useState } from "react";

/** A flag that resets itself after `ms` (the copy buttons' check mark shows for 2 s, SPEC §9). */
export function useTransientFlag(ms = 2000): [boolean, () => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const t = setTimeout(() => setOn(false), ms);
    return () => clearTimeout(t);
  }, [on, ms]);
  return [on, () => setOn(true)];
}
