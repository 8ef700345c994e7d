/**
 * The search dialog's markup without a framework: what the React dialog (`islands/SearchDialog.tsx`) renders for a
 * public visitor, element for element, attribute for attribute and text for text, in any state of its search
 * (nothing typed, searching, results, no results, failed). The header's launcher shows the dialog's first answer
 * with it before React has loaded (`first-dialog.ts`); React then hydrates that very DOM, which it can only do if
 * the two agree (`tests/unit/search/dialog-markup.test.ts` holds them to it).
 *
 * Built as a plain tree first (`Markup`), turned into DOM by `toDom`.
 */
import { formatDate } from '../../../content/dates.ts';
import { ERRORS } from '../../../content/errors.ts';
import { groupResults, moreLabel, type GroupedAnswer, type ResultGroup } from '../../../content/search/grouping.ts';
import { SEARCH_GROUP_LABELS, SEARCH_INPUT_MAX, type SearchResult } from '../../../content/search/types.ts';
import { searchDocumentUrl } from './document-link.ts';
import { excerptParts } from './excerpt-parts.ts';
import type { QueryState } from './query-rules.ts';

/** Id of the dialog's title (one search dialog is open at a time). */
export const SEARCH_DIALOG_TITLE_ID = 'search-dialog-title';

export interface Markup {
  tag: string;
  /** An SVG element. */
  svg?: boolean;
  attrs: Record<string, string>;
  children: (Markup | string)[];
}

type Attrs = Record<string, string | number | boolean | undefined>;
type Child = Markup | string | number | false | null | undefined | Child[];

/** An element; attributes that are undefined or false are left out, `true` is an empty attribute ("true" for data). */
function h(tag: string, attrs: Attrs, ...children: Child[]): Markup {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    kept[key] = value === true ? (key.startsWith('data-') ? 'true' : '') : String(value);
  }
  const flat: (Markup | string)[] = [];
  const add = (child: Child) => {
    if (Array.isArray(child)) child.forEach(add);
    else if (typeof child === 'string' || typeof child === 'number') {
      if (String(child) !== '') flat.push(String(child));
    } else if (child) flat.push(child);
  };
  children.forEach(add);
  return { tag, attrs: kept, children: flat };
}

function s(tag: string, attrs: Attrs, ...children: Child[]): Markup {
  return { ...h(tag, attrs, ...children), svg: true };
}

export interface DialogBranding {
  orgName: string;
  /** Logo URL, or ''. */
  logo: string;
  portalTitle: string;
}

export interface DialogState {
  /** What the search box holds. */
  term: string;
  query: QueryState<GroupedAnswer>;
  /** For document links (the page's organisation). */
  orgId: string;
}

/** The parts of the dialog the launcher updates as its search goes on, and the whole. */
export interface DialogMarkup {
  dialog: Markup;
  /** The line under the box ("Showing results for …"), or null. */
  correction: Markup | null;
  /** The area under the box: nothing, the skeleton, the results or "No results found". */
  results: Markup;
  /** The failure alert, or null. */
  alert: Markup | null;
}

export function dialogMarkup(branding: DialogBranding, state: DialogState): DialogMarkup {
  const { term, query, orgId } = state;
  const answer = query.data;
  const correction =
    answer?.page.correctedFrom && query.status === 'done'
      ? h('p', { class: 'mt-2 text-sm opacity-80', 'data-testid': 'search-correction' }, 'Showing results for ', h('strong', {}, answer.page.term))
      : null;
  const results = h('div', { class: 'flex min-h-0 flex-1' }, resultsArea(term, query, orgId));
  const alert =
    query.status === 'error'
      ? h('div', { class: 'toast toast-end toast-bottom', role: 'alert' }, h('div', { class: 'alert alert-error' }, ERRORS.SEARCH_FAILED.message))
      : null;
  const dialog = h(
    'dialog',
    { class: 'modal modal-top sm:modal-middle', 'aria-labelledby': SEARCH_DIALOG_TITLE_ID, 'data-testid': 'search-dialog' },
    h(
      'div',
      {
        'data-testid': 'search-dialog-box',
        class:
          'modal-box flex h-dvh max-h-none w-full max-w-none flex-col gap-0 rounded-none p-0 sm:h-[70vh] sm:max-h-[70vh] sm:w-[calc(100vw-2rem)] sm:max-w-[800px] sm:rounded-box',
      },
      header(branding),
      h('div', { class: 'border-b border-base-300 px-4 py-3' }, searchInput(term), correction),
      results,
      alert,
    ),
    h('form', { method: 'dialog', class: 'modal-backdrop' }, h('button', { type: 'submit', tabindex: '-1' }, 'Close')),
  );
  return { dialog, correction, results, alert };
}

function header({ orgName, logo, portalTitle }: DialogBranding): Markup {
  return h(
    'div',
    { class: 'flex items-center gap-3 border-b border-base-300 px-4 py-3' },
    logo ? h('img', { src: logo, alt: `${orgName} logo`, class: 'h-7 w-auto max-w-32 object-contain' }) : h('span', { class: 'font-semibold' }, orgName),
    h('h2', { id: SEARCH_DIALOG_TITLE_ID, class: 'flex-1 truncate border-l border-base-300 pl-3 font-medium' }, portalTitle),
    h(
      'button',
      { type: 'button', class: 'btn btn-ghost btn-sm btn-square', 'aria-label': 'Close search' },
      s(
        'svg',
        { 'aria-hidden': 'true', viewBox: '0 0 24 24', class: 'size-5', fill: 'none', stroke: 'currentColor', 'stroke-width': '2' },
        s('path', { d: 'M6 6l12 12M18 6 6 18' }),
      ),
    ),
  );
}

function searchInput(term: string): Markup {
  return h(
    'label',
    { class: 'input w-full' },
    s(
      'svg',
      { 'aria-hidden': 'true', viewBox: '0 0 24 24', class: 'size-4 opacity-60', fill: 'none', stroke: 'currentColor', 'stroke-width': '2' },
      s('circle', { cx: '11', cy: '11', r: '7' }),
      s('path', { d: 'm20 20-3.5-3.5' }),
    ),
    h('input', {
      value: term,
      placeholder: 'Search content',
      'aria-label': 'Search content',
      enterkeyhint: 'search',
      type: 'search',
      maxlength: SEARCH_INPUT_MAX,
      autocomplete: 'off',
      spellcheck: 'false',
    }),
  );
}

function resultsArea(term: string, query: QueryState<GroupedAnswer>, orgId: string): Child {
  const answer = query.data;
  if (query.status === 'loading') return skeleton();
  if (term.trim() === '' || (!answer && query.status !== 'error')) return h('div', { class: 'flex-1' });
  const groups = answer ? groupResults(answer.page.counts, answer.loaded) : [];
  if (groups.length === 0 || !answer) {
    return h(
      'div',
      { class: 'flex flex-1 flex-col items-center justify-center gap-1 p-8 text-center', role: 'status' },
      h('p', { class: 'font-semibold' }, 'No results found'),
      h('p', { class: 'text-sm opacity-70' }, 'Try using a different search term.'),
    );
  }
  // The "Top match" is selected at first, its detail shown beside the list.
  const selected = groups.flatMap((group) => group.results).find((result) => result.id === answer.topMatchId) ?? null;
  return [
    resultGroups(groups, answer.topMatchId, answer.topMatchId),
    h(
      'div',
      { class: 'min-h-0 flex-1 overflow-y-auto p-4 max-md:hidden' },
      selected && [h('button', { type: 'button', class: 'btn btn-ghost btn-sm mb-2 md:hidden' }, '← Back to results'), resultDetail(selected, orgId)],
    ),
  ];
}

function skeleton(): Markup {
  return h(
    'div',
    { class: 'flex-1 space-y-4 p-4', role: 'status', 'aria-label': 'Loading results' },
    [0, 1, 2].map(() =>
      h(
        'div',
        { class: 'space-y-2', 'data-skeleton-row': true, 'aria-hidden': 'true' },
        h('div', { class: 'skeleton h-4 w-2/3' }),
        h('div', { class: 'skeleton h-3 w-1/3' }),
      ),
    ),
  );
}

function resultGroups(groups: readonly ResultGroup[], topMatchId: string | null, selectedId: string | null): Markup {
  return h(
    'div',
    { class: 'min-h-0 flex-1 overflow-y-auto p-2 md:max-w-[45%] md:border-r md:border-base-300 ', role: 'region', 'aria-label': 'Search results' },
    groups.map((group) =>
      h(
        'section',
        { 'aria-label': `${group.label} (${group.count})`, class: 'mb-3' },
        h(
          'h3',
          { class: 'flex items-center gap-2 px-2 py-1 text-xs font-semibold uppercase tracking-wide opacity-70' },
          h('span', {}, group.label),
          h('span', { class: 'badge badge-ghost badge-sm', 'aria-label': `${group.count} results` }, group.count),
        ),
        h(
          'ul',
          { class: 'space-y-0.5' },
          group.results.map((result) =>
            h(
              'li',
              {},
              h(
                'button',
                {
                  type: 'button',
                  class: `flex w-full flex-col items-start gap-0.5 rounded-field px-2 py-1.5 text-left hover:bg-base-200 ${result.id === selectedId ? 'bg-base-200' : ''}`,
                  'aria-current': result.id === selectedId ? 'true' : undefined,
                },
                h(
                  'span',
                  { class: 'flex w-full items-center gap-2' },
                  h('span', { class: 'min-w-0 flex-1 truncate font-medium' }, result.title),
                  result.id === topMatchId && h('span', { class: 'badge badge-primary badge-sm shrink-0' }, 'Top match'),
                ),
                result.subtitle && h('span', { class: 'w-full truncate text-xs opacity-70' }, result.subtitle),
              ),
            ),
          ),
        ),
        group.more > 0 && h('button', { type: 'button', class: 'btn btn-link btn-sm px-2' }, moreLabel(group.more)),
      ),
    ),
  );
}

function excerpt(text: string, className: string): Markup | null {
  const parts = excerptParts(text);
  if (parts.length === 0) return null;
  return h(
    'p',
    { class: className },
    parts.map((part) => (part.match ? h('mark', { class: 'rounded-sm bg-warning/40 px-0.5 text-inherit' }, part.text) : h('span', {}, part.text))),
  );
}

function field(term: string, value: string | undefined, always = false): Markup | null {
  if (!always && !value) return null;
  return h('div', {}, h('dt', { class: 'font-medium opacity-70' }, term), h('dd', {}, value));
}

/** The detail panel of a result, as `search/SearchResultDetail.tsx` renders it for a public visitor. */
function resultDetail(result: SearchResult, orgId: string): Markup {
  const m = result.metadata;
  const label = SEARCH_GROUP_LABELS[result.type];
  const itemUrl = result.url.split('?')[0] || result.url;
  const fileUrl = (fileId: string, accessType: 'view' | 'download') => searchDocumentUrl(result, orgId, fileId, accessType);
  const body: Child[] = [];
  if (result.type === 'documents') {
    body.push(
      h(
        'dl',
        { class: 'grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm' },
        h('dt', { class: 'opacity-70' }, 'Content type'),
        h('dd', {}, m.contentType ?? m.mimeType ?? 'Document'),
        m.fileName && [h('dt', { class: 'opacity-70' }, 'File'), h('dd', { class: 'break-all' }, m.fileName)],
      ),
      excerpt(result.excerpt, 'text-sm'),
      m.fileId && orgId
        ? h(
            'div',
            { class: 'flex gap-2' },
            h(
              'a',
              {
                class: 'btn btn-sm',
                href: fileUrl(m.fileId, 'view'),
                target: '_blank',
                rel: 'noopener',
                'data-document-viewer': true,
                'data-document-name': m.fileName ?? result.title,
                'data-download-url': m.viewOnly ? undefined : fileUrl(m.fileId, 'download'),
              },
              'View',
            ),
            !m.viewOnly && h('a', { class: 'btn btn-sm', href: fileUrl(m.fileId, 'download'), download: true }, 'Download'),
          )
        : h('a', { class: 'btn btn-sm', href: itemUrl }, 'View'),
    );
  }
  if (result.type === 'trust_center_updates') {
    body.push(m.updatedAt ? h('p', { class: 'text-sm opacity-70' }, formatDate(m.updatedAt)) : null, h('p', { class: 'text-sm' }, m.description));
  }
  if (result.type === 'trust_center_content' || result.type === 'controls') {
    body.push(h('dl', { class: 'space-y-2 text-sm' }, field('Card', m.cardTitle, true), field('Explanation', m.explanation)));
  }
  if (result.type === 'knowledge_base') {
    body.push(h('dl', { class: 'space-y-2 text-sm' }, field('Question', result.title, true), field('Answer', m.answer, true), field('Comment', m.comment)));
  }
  if (result.type === 'facts' || result.type === 'webpage') {
    body.push(m.explanation ? h('p', { class: 'text-sm' }, m.explanation) : excerpt(result.excerpt, 'text-sm'));
  }
  return h(
    'article',
    { 'aria-label': `${label}: ${result.title}`, class: 'space-y-3', 'data-testid': 'search-detail' },
    h('p', { class: 'text-xs font-semibold uppercase tracking-wide opacity-70' }, label),
    h('h3', { class: 'text-lg font-semibold' }, result.title),
    body,
    h('a', { class: 'btn btn-primary btn-sm', href: result.url }, 'Open'),
  );
}

/** `markup` as DOM of `doc`. */
export function toDom(markup: Markup | string, doc: Document = document): Node {
  if (typeof markup === 'string') return doc.createTextNode(markup);
  const element = markup.svg ? doc.createElementNS('http://www.w3.org/2000/svg', markup.tag) : doc.createElement(markup.tag);
  for (const [key, value] of Object.entries(markup.attrs)) element.setAttribute(key, value);
  if (markup.tag === 'input' && 'value' in markup.attrs) (element as HTMLInputElement).value = markup.attrs.value!;
  for (const child of markup.children) element.appendChild(toDom(child, doc));
  return element;
}
