/**
 * Browser side of the search benchmark, the reference of the portal UI figures (bundled by `search.bench.ts`):
 * Pagefind alone behind a search box, measured the way the portal's search is — a fresh page, a click on the box,
 * a term typed, its results shown. The least a Pagefind search box can do: Pagefind loads when the box takes
 * focus (as the portal's does), each term is preloaded as it is typed and searched after the same debounce as the
 * portal's, and the first five hits are shown as title and excerpt (Pagefind's own UI's first page) — no grouping,
 * counts, product scoping or typo correction, no framework, no stylesheet.
 *
 * The page holds `<input aria-label="Search content">`; the results are a list labelled "Search results" whose
 * `data-term` is the term they answer.
 */
import { LOCAL_DEBOUNCE_MS } from '../content/search/types.ts';

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  preload(term: string): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<{ url: string; excerpt: string; meta: Record<string, string | undefined> }> }[] } | null>;
}

/** Hits shown (Pagefind UI's first page). */
const SHOWN = 5;

const box = document.querySelector<HTMLInputElement>('input[aria-label="Search content"]')!;
let pagefind: Promise<Pagefind> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let latest = 0;

function load(): Promise<Pagefind> {
  pagefind ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const api = (await import(/* @vite-ignore */ url)) as Pagefind;
    await api.options({ noWorker: true });
    await api.init();
    await api.preload('');
    return api;
  })();
  return pagefind;
}

function clear(): void {
  document.querySelector('[aria-label="Search results"]')?.remove();
}

async function search(term: string, id: number): Promise<void> {
  const api = await load();
  const found = await api.search(term);
  const fragments = await Promise.all((found?.results ?? []).slice(0, SHOWN).map((hit) => hit.data()));
  if (id !== latest) return;
  const list = document.createElement('ol');
  list.setAttribute('aria-label', 'Search results');
  list.dataset.term = term;
  for (const fragment of fragments) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = fragment.url;
    link.textContent = fragment.meta.title ?? fragment.url;
    const excerpt = document.createElement('p');
    excerpt.innerHTML = fragment.excerpt; // Pagefind's excerpt: escaped text with <mark>s
    item.appendChild(link);
    item.appendChild(excerpt);
    list.appendChild(item);
  }
  clear();
  box.parentNode!.insertBefore(list, box.nextSibling);
}

box.addEventListener('focus', () => void load(), { once: true });
box.addEventListener('input', () => {
  const term = box.value.trim();
  const id = ++latest;
  clearTimeout(timer);
  if (!term) {
    clear();
    return;
  }
  void load().then((api) => api.preload(term));
  timer = setTimeout(() => void search(term, id), LOCAL_DEBOUNCE_MS);
});
