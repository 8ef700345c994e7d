/**
 * Drafting answers for an organisation: the corpus of its draft content for a product (kept in memory per draft
 * version, so a questionnaire of 2,000 questions reads the content once), and the provider — the built-in answerer,
 * or a chat model (an OpenAI-compatible endpoint or Workers AI, as for the account AI answers) that receives only
 * the sources the built-in retrieval found and must answer NO_ANSWER when they do not suffice.
 */
import { NO_ANSWER_FOUND, type AnswerForm } from '../../../content/contracts/questionnaire-assist.ts';
import type { BlobStore } from '../../blobs/types.ts';
import type { Db } from '../../db/types.ts';
import type { LogFn } from '../../deps.ts';
import { aiProviderFor } from '../ai/providers.ts';
import type { AiConfig, AiProvider, AnswerSource } from '../ai/types.ts';
import { readDraft, readDraftVersion } from '../draft/read-draft.ts';
import { buildCorpus, type Corpus } from './answerer/corpus.ts';
import { draftAnswer, type Draft } from './answerer/draft-answer.ts';
import { readPortalMarkup } from './question-markup.ts';
import { leadingVerdict, withoutVerdict } from './answerer/lexicon.ts';
import { readDocumentTexts } from './document-text.ts';

/** Corpora kept per database: the latest few (organisation, draft version, product). */
const corpora = new WeakMap<Db, Map<string, Promise<Corpus>>>();
const KEPT_CORPORA = 4;

export interface CorpusOptions {
  db: Db;
  blobs?: BlobStore;
  orgId: string;
  productId: string;
  baseUrl: string;
  log?: LogFn;
}

/** The corpus of the organisation's current draft for a product. */
export async function assistCorpus({ db, blobs, orgId, productId, baseUrl, log }: CorpusOptions): Promise<Corpus> {
  const version = await readDraftVersion({ db, orgId });
  const key = `${orgId}\u0000${version}\u0000${productId}\u0000${baseUrl}`;
  const perDb = corpora.get(db) ?? new Map<string, Promise<Corpus>>();
  corpora.set(db, perDb);
  let entry = perDb.get(key);
  if (!entry) {
    entry = (async () => {
      const snapshot = await readDraft({ db, orgId });
      const documentTexts = await readDocumentTexts({ blobs, orgId, snapshot, productId, log });
      return buildCorpus({ snapshot, productId, documentTexts, baseUrl });
    })();
    perDb.set(key, entry);
    entry.catch(() => perDb.delete(key));
    while (perDb.size > KEPT_CORPORA) perDb.delete(perDb.keys().next().value!);
  }
  return entry;
}

/** The provider that phrases answers (the built-in answerer when none is configured). */
export function assistProvider(ai: AiConfig | undefined): AiProvider | null {
  return !ai || ai.provider === 'extractive' ? null : aiProviderFor(ai);
}

/** Sources handed to a chat model at most. */
const MODEL_SOURCES = 5;

/** What a chat model is asked, beside the sources (`chat-prompt.ts` adds the rule to answer from them alone). */
function modelQuestion(question: string, form: AnswerForm): string {
  const how =
    form === 'yesno'
      ? 'Start with exactly one of Yes, No or N/A (No when the sources say it is not done yet or planned), then one or two sentences of explanation.'
      : 'Answer in at most three sentences.';
  return `This is a question of a customer's security questionnaire. ${how} Cite the sources as [n].\n\nQuestionnaire question: ${question}`;
}

/**
 * Drafts one question: the built-in answerer, or — with a chat model configured — the model, given the sources the
 * built-in retrieval found. Without supporting sources no model is asked: the draft is "No answer found".
 */
export async function draftQuestion(
  corpus: Corpus,
  question: string,
  options: { form?: AnswerForm | null; useInternal?: boolean; provider?: AiProvider | null },
): Promise<Draft> {
  // A portal's reference, answer type and guidance around the question are not asked (`question-markup.ts`).
  const asked = readPortalMarkup(question);
  const draft = draftAnswer(corpus, asked.text, { ...options, form: options.form ?? asked.form });
  if (!options.provider || draft.answer === NO_ANSWER_FOUND) return draft;
  const evidence = draft.evidence.slice(0, MODEL_SOURCES);
  const sources: AnswerSource[] = evidence.map((e, i) => ({ n: i + 1, title: e.source.title, text: e.source.sentences.map((s) => s.text).join('\n') }));
  const reply = await options.provider.answer(modelQuestion(asked.text, draft.form), sources);
  if (!reply.answer)
    return {
      ...draft,
      answer: NO_ANSWER_FOUND,
      explanation: '',
      confidence: 'low',
      flagged: true,
      flagReason: 'The sources do not answer this question.',
      sources: [],
    };
  const cited = (reply.cited.length ? reply.cited : [1]).map((n) => evidence[n - 1]).filter((e) => !!e);
  const clean = reply.answer.replace(/\s*\[(\d+(?:\s*,\s*\d+)*)\]/g, '').trim();
  const unique = [...new Map(cited.map((e) => [`${e.source.type}|${e.source.id}`, e.source])).values()];
  const asSources = unique.map((s) => ({ type: s.type, id: s.id, title: s.title, url: s.url }));
  if (draft.form === 'yesno') {
    const verdict = leadingVerdict(clean);
    if (!verdict)
      return { ...draft, explanation: clean, confidence: 'low', flagged: true, flagReason: 'The model did not answer Yes or No.', sources: asSources };
    const answer = verdict === 'yes' ? 'Yes' : verdict === 'na' ? 'N/A' : 'No';
    return { ...draft, answer, explanation: withoutVerdict(clean), sources: asSources };
  }
  return { ...draft, answer: clean, sources: asSources };
}
