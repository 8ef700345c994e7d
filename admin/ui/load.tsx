/**
 * Reading what a screen shows (with `form.tsx`, which writes): {@link useLoad} keeps a read's answer and its
 * failure, {@link Loading} is what shows until the first answer.
 */
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { messageOf } from '../api.ts';

export interface Load<T> {
  /** The last answer; null until the first one. */
  data: T | null;
  /** The last read's failure; cleared by an answer. */
  error: string | null;
  /** A read is under way. */
  loading: boolean;
  /** Reads again (after a write); resolves once the answer or the failure is kept. */
  reload(): Promise<void>;
  /** Changes the answer shown (a write that answered the new state, or an optimistic change). */
  setData: Dispatch<SetStateAction<T | null>>;
}

/**
 * Runs `read(key)` when the component mounts and whenever `key` changes (a filter), unless `enabled` is false.
 * Only the newest read counts: an answer or failure that arrives after a later read started is dropped, so a
 * slow answer cannot replace a newer one.
 */
export function useLoad<T, K = undefined>(read: (key: K) => Promise<T>, key?: K, { enabled = true }: { enabled?: boolean } = {}): Load<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  // The newest `read` and `key` (a caller's function is new on every render; a reload reads with the current key).
  const current = useRef({ read, key });
  current.current = { read, key };

  const readFor = useCallback(async (forKey: K) => {
    const call = ++latest.current;
    setLoading(true);
    try {
      const answer = await current.current.read(forKey);
      if (call !== latest.current) return;
      setData(answer);
      setError(null);
    } catch (err) {
      if (call === latest.current) setError(messageOf(err));
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (enabled) void readFor(key as K);
  }, [readFor, key, enabled]);

  const reload = useCallback(() => readFor(current.current.key as K), [readFor]);
  return { data, error, loading, reload, setData };
}

/** The spinner shown while a screen's data loads (or while `label` says what runs); announced by its label. */
export function Loading({ label = 'Loading', className = '' }: { label?: string; className?: string }) {
  return <span role="status" aria-label={label} className={`loading loading-spinner ${className}`} />;
}
