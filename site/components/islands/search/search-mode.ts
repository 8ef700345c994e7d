/**
 * The search dialog's two modes (visitor spec §2): searching, or asking the AI. Ask AI is offered once the edge
 * confirms it for this viewer; the mode last chosen is remembered.
 */
import { useEffect, useState } from 'react';
import type { AiAnswerResult } from '../../../lib/search/semantic-source.ts';
import { rememberMode, rememberedMode, type SearchMode } from '../../../lib/search/search-mode-store.ts';

/** Where AI answers come from (the semantic source of an account member or previewing staff). */
export interface AiAnswerer {
  /** Whether AI answers are available to this viewer (gen AI enabled, data store, plan, mode). */
  available(): Promise<boolean>;
  answer(question: string): Promise<AiAnswerResult>;
}

export { SEARCH_MODE_KEY, rememberMode, type SearchMode } from '../../../lib/search/search-mode-store.ts';

export interface SearchModeState {
  /** Whether the edge offers AI answers to this viewer (the mode switch shows then). */
  aiAvailable: boolean;
  mode: SearchMode;
  /** Whether the dialog asks the AI (available and chosen). */
  aiMode: boolean;
  /** Chooses a mode and remembers it; false when it was the mode already. */
  choose(next: SearchMode): boolean;
}

export function useSearchMode(ai: AiAnswerer | null | undefined): SearchModeState {
  const [aiAvailable, setAiAvailable] = useState(false);
  const [mode, setMode] = useState<SearchMode>('search');
  useEffect(() => {
    let current = true;
    ai?.available().then(
      (yes) => {
        if (!current || !yes) return;
        setAiAvailable(true);
        setMode(rememberedMode());
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [ai]);
  const choose = (next: SearchMode) => {
    if (next === mode) return false;
    setMode(next);
    rememberMode(next);
    return true;
  };
  return { aiAvailable, mode, aiMode: aiAvailable && mode === 'ai', choose };
}
