/**
 * The AI answer panel of the search dialog (visitor spec §2 "AI answer panel", §4 "AI answer states", §9):
 * "Generating Answer" while loading, then "Answer" with the text revealed in 10 ms chunks, a "Copy response"
 * button and a collapsible "Generated from N sources" list. A null answer shows nothing; a failure shows nothing
 * beyond the error toast. Loaded only when a visitor asks a question.
 */
import { useEffect, useRef, useState } from 'react';
import { ERRORS } from '../../../content/errors.ts';
import type { AiAnswerResult } from '../../lib/search/semantic-source.ts';

/** Delay between two revealed chunks of the answer (visitor spec §9). */
export const REVEAL_CHUNK_MS = 10;
/** How long "Copied" shows after copying. */
const COPIED_MS = 3000;

type PanelState = { status: 'loading' } | { status: 'answered'; result: AiAnswerResult & { answer: string } } | { status: 'none' } | { status: 'error' };

export interface SearchAnswerPanelProps {
  /** The question asked (a new question starts a new answer). */
  question: string;
  /** Increases with every ask, so the same question may be asked again. */
  seq: number;
  ask(question: string): Promise<AiAnswerResult>;
  /** Called once the answer is known (for analytics). */
  onAnswered?(result: AiAnswerResult): void;
}

/** The answer cut into reveal chunks: words with their following spaces. */
export function revealChunks(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

export default function SearchAnswerPanel({ question, seq, ask, onAnswered }: SearchAnswerPanelProps) {
  const [state, setState] = useState<PanelState>({ status: 'loading' });
  const [shown, setShown] = useState(0);
  const [copied, setCopied] = useState(false);
  const answeredRef = useRef(onAnswered);
  answeredRef.current = onAnswered;

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    setShown(0);
    ask(question).then(
      (result) => {
        if (!current) return;
        answeredRef.current?.(result);
        setState(result.answer ? { status: 'answered', result: result as AiAnswerResult & { answer: string } } : { status: 'none' });
      },
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [question, seq, ask]);

  const chunks = state.status === 'answered' ? revealChunks(state.result.answer) : [];
  useEffect(() => {
    if (state.status !== 'answered' || shown >= chunks.length) return;
    const timer = setTimeout(() => setShown((n) => n + 1), REVEAL_CHUNK_MS);
    return () => clearTimeout(timer);
  }, [state, shown, chunks.length]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (state.status === 'loading') {
    return (
      <div className="flex-1 space-y-3 p-4" role="status" aria-live="polite">
        <h3 className="font-semibold">Generating Answer</h3>
        {[0, 1, 2].map((row) => (
          <div key={row} className="skeleton h-3 w-full" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="toast toast-end toast-bottom" role="alert">
        <div className="alert alert-error">{ERRORS.AI_ANSWER_FAILED.message}</div>
      </div>
    );
  }
  if (state.status === 'none') return null;

  const { answer, sources } = state.result;
  const count = sources.length;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(answer);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="min-h-0 flex-1 space-y-3 overflow-y-auto p-4" aria-label="Answer" data-testid="ai-answer">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">Answer</h3>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy response'}
        </button>
      </div>
      <p className="whitespace-pre-wrap text-sm leading-relaxed" aria-live="polite" data-testid="ai-answer-text">
        {chunks.slice(0, shown).join('')}
      </p>
      {count > 0 && (
        <details className="collapse-arrow collapse rounded-box border border-base-300">
          <summary className="collapse-title min-h-0 py-2 text-sm font-medium">
            Generated from {count} {count === 1 ? 'source' : 'sources'}
          </summary>
          <ol className="collapse-content list-decimal space-y-1 pl-8 text-sm">
            {sources.map((source) => (
              <li key={source.id}>
                <a className="link" href={source.url}>
                  {source.title}
                </a>
                {source.subtitle && <span className="opacity-70"> · {source.subtitle}</span>}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
