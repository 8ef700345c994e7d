/** The success snack of the subscribe island: one text at a time, gone after `SNACK_MS`. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { SNACK_MS } from '../../../lib/engagement.ts';

export function useSnack() {
  const [snack, setSnack] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showSnack = useCallback((text: string) => {
    clearTimeout(timer.current);
    setSnack(text);
    timer.current = setTimeout(() => setSnack(null), SNACK_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { snack, showSnack };
}
