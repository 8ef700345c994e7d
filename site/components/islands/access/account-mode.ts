/**
 * Account mode on the static page (visitor spec §1 AccountExternal, Preview): the page was built from the
 * public view; once the edge returns `viewFor(account)` (or a staff preview), this re-renders what the viewer may
 * now see, in place:
 *
 * - restricted items unlock: padlocks go, "available on request" notes become the item's details;
 * - restricted hidden items of the permission profile appear in their cards (and card drawers);
 * - document rows unlock, and gated documents get View and Download links (the edge authorises each file);
 * - on an item's own page, the details replace the locked notice.
 *
 * Items that unlocked or appeared open a details dialog instead of their static page (hidden items have none).
 * Only DOM markers shared with the static templates are used: `data-item-uid`, `data-locked`, `data-card-kind`,
 * `data-product-id`, `data-document-row`, `data-public-only` (hidden for a member), `#card-drawer-{kind}` and
 * `#documents-{kind}`.
 */
import { canDownloadFile } from '../../../../content/documents.ts';
import { documentUrl } from '../../../../content/document-urls.ts';
import { itemPath } from '../../../../content/links.ts';
import type { PortalView, ViewFile, ViewItem } from '../../../../content/policy.ts';
import { renderMarkdown } from '../../../../content/markdown.ts';
import { TEXTS } from './texts.ts';

const LOCK_SELECTOR = 'svg[aria-label^="Restricted"]';
const LOCKED_NOTE = /available on request\.?$/i;

export interface ApplyOptions {
  orgId: string;
  /** Product of the page. */
  productId: string;
  /** Opens the details dialog of an item. */
  openItem(item: ViewItem): void;
  /** Preview mode: document links carry the previewing-as parameters. */
  previewingAs?: { accountId?: string; permissionProfileId?: string };
}

/** Appends children (`appendChild`: the Workers types in this project shadow the DOM's `append`). */
function add(parent: Node, ...children: Node[]): void {
  for (const child of children) parent.appendChild(child);
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The files of an item the view lists. */
export function filesOf(view: PortalView, item: ViewItem): ViewFile[] {
  return item.files.map((id) => view.files.find((f) => f.fileId === id)).filter((f): f is ViewFile => !!f);
}

/** View and Download links of an item's documents. */
export function fileLinks(view: PortalView, item: ViewItem, options: Pick<ApplyOptions, 'orgId' | 'previewingAs'>): HTMLUListElement {
  const list = el('ul', { class: 'mt-1 ml-4 list-disc space-y-1 text-sm', 'data-gh-files': '' });
  for (const file of filesOf(view, item)) {
    const li = el('li');
    const common = {
      orgId: options.orgId,
      productId: item.productId,
      itemUid: item.itemUid,
      fileId: file.fileId,
      accessSource: 'item' as const,
      previewingAs: options.previewingAs,
    };
    const downloadUrl = documentUrl({ ...common, accessType: 'download' });
    const downloadable = canDownloadFile(view, file);
    add(li, el('span', { class: 'font-medium' }, file.originalName), document.createTextNode(' '));
    // View opens the in-page viewer (see `document-links.ts`); the address still works on its own.
    const viewLink = el(
      'a',
      {
        class: 'link link-primary',
        href: documentUrl({ ...common, accessType: 'view' }),
        target: '_blank',
        rel: 'noopener',
        'data-document-viewer': '',
        'data-document-name': file.originalName,
      },
      TEXTS.view,
    );
    if (downloadable) viewLink.setAttribute('data-download-url', downloadUrl);
    if (file.sha256) viewLink.setAttribute('data-sha256', file.sha256);
    add(li, viewLink);
    if (downloadable) {
      add(li, document.createTextNode(' · '));
      add(li, el('a', { class: 'link link-primary', href: downloadUrl, download: file.originalName }, TEXTS.download));
    }
    add(list, li);
  }
  return list;
}

/** The details block of an item (explanation, list entries, documents, link). */
export function detailsOf(view: PortalView, item: ViewItem, options: Pick<ApplyOptions, 'orgId' | 'previewingAs'>): HTMLDivElement {
  const box = el('div', { class: 'space-y-2', 'data-gh-details': item.itemUid });
  if (item.explanation) {
    const prose = el('div', { class: 'prose-content text-sm' });
    prose.innerHTML = renderMarkdown(item.explanation);
    add(box, prose);
  }
  if (item.listEntries.length) {
    const ul = el('ul', { class: 'list-disc pl-6 text-sm' });
    for (const entry of item.listEntries) add(ul, el('li', {}, entry));
    add(box, ul);
  }
  if (item.files.length) {
    add(box, el('h3', { class: 'font-semibold text-sm' }, TEXTS.documents), fileLinks(view, item, options));
  }
  if (item.link && /^https?:\/\//i.test(item.link)) add(box, el('a', { class: 'link link-primary text-sm', href: item.link, rel: 'noopener' }, item.link));
  return box;
}

function unlockElement(node: Element): void {
  for (const lock of node.querySelectorAll(LOCK_SELECTOR)) lock.remove();
  node.removeAttribute('data-locked');
  (node as HTMLElement).dataset.ghUnlocked = 'true';
}

/** Replaces "… available on request." notes inside `scope` with `replacement()`. */
function replaceNotes(scope: Element, replacement: () => Node): void {
  for (const note of scope.querySelectorAll('p')) {
    if (LOCKED_NOTE.test(note.textContent?.trim() ?? '')) note.replaceWith(replacement());
  }
}

function appendRow(list: Element, item: ViewItem, drawer: boolean): void {
  const li = el('li', {
    class: drawer ? 'space-y-1 py-3' : 'flex items-center justify-between gap-3 py-2',
    'data-item-uid': item.itemUid,
    'data-gh-unlocked': 'true',
    'data-gh-added': 'true',
  });
  const link = el('a', { href: '#', class: `link link-hover inline-flex min-w-0 items-center gap-2${drawer ? ' font-medium' : ''}` });
  add(link, el('span', { class: 'truncate' }, item.title));
  add(li, link);
  add(list, li);
}

/** Adds one item to a card's "View more (N)" button, creating the button when the card had none. */
function countInViewMore(card: Element, cardKind: string): void {
  const drawerId = `card-drawer-${cardKind}`;
  let button = card.querySelector<HTMLButtonElement>(
    `button[data-drawer-open="${CSS.escape(drawerId)}"][data-view-more], button.link[data-drawer-open="${CSS.escape(drawerId)}"]`,
  );
  if (!button) {
    button = el(
      'button',
      { type: 'button', class: 'link link-primary self-start text-sm', 'data-drawer-open': drawerId, 'data-view-more': '' },
      'View more (0)',
    );
    card.querySelector('.card-body')?.appendChild(button);
  }
  const count = Number(/\((\d+)\)/.exec(button.textContent ?? '')?.[1] ?? 0) + 1;
  button.textContent = `View more (${count})`;
  button.removeAttribute('aria-label');
}

/**
 * Re-renders the page for `view`. Returns a function that removes the click handler (the DOM changes stay: a new
 * session always means a page load).
 */
export function applyGatedView(view: PortalView, options: ApplyOptions): () => void {
  document.documentElement.dataset.ghViewer = view.viewer.mode;
  // Calls to action meant for visitors without access ("Start your security review") go away for a member.
  if (view.viewer.mode === 'AccountExternal') {
    for (const node of document.querySelectorAll<HTMLElement>('[data-public-only]')) node.hidden = true;
  }
  const byUid = new Map(view.items.map((i) => [i.itemUid, i]));
  const unlocked = (uid: string | undefined) => {
    const item = uid ? byUid.get(uid) : undefined;
    return item && !item.locked ? item : undefined;
  };

  // Item rows, drawer entries and item pages.
  for (const node of document.querySelectorAll<HTMLElement>('[data-item-uid]')) {
    const item = unlocked(node.dataset.itemUid);
    if (!item) continue;
    const wasLocked = node.hasAttribute('data-locked') || !!node.querySelector(LOCK_SELECTOR);
    if (!wasLocked) continue;
    unlockElement(node);
    replaceNotes(node, () => detailsOf(view, item, options));
    if (node.tagName === 'ARTICLE') {
      // The item's own page: the notice is a note paragraph.
      const note = node.querySelector('[role="note"]');
      if (note) note.replaceWith(detailsOf(view, item, options));
    }
  }

  // Items the public page did not list at all (restricted hidden items of the profile).
  const present = new Set([...document.querySelectorAll<HTMLElement>('[data-item-uid]')].map((n) => n.dataset.itemUid));
  const scope = document.querySelector(`[data-product-id="${CSS.escape(options.productId)}"]`) ?? document;
  for (const item of view.items) {
    if (item.locked || present.has(item.itemUid) || item.productId !== options.productId) continue;
    const card = scope.querySelector(`article[data-card-kind="${CSS.escape(item.cardKind)}"]`);
    const list = card?.querySelector('ul');
    if (card && list) {
      // A card shows its first three items; the others are counted in its "View more (N)".
      const max = Number((list as HTMLElement).dataset.itemsShown ?? Infinity);
      if (list.querySelectorAll(':scope > [data-item-uid]').length < max) appendRow(list, item, false);
      else countInViewMore(card, item.cardKind);
    }
    const drawerList = document.querySelector(`#card-drawer-${CSS.escape(item.cardKind)} ul`);
    if (drawerList) appendRow(drawerList, item, true);
  }

  // Document rows: by the item they link to, or by card kind.
  const byHref = new Map(view.items.map((i) => [itemPath(view, i), i]));
  for (const row of document.querySelectorAll<HTMLElement>('[data-document-row][data-locked]')) {
    const href = row.querySelector('a')?.getAttribute('href');
    const item = href ? byHref.get(href) : undefined;
    const kind = row.dataset.documentRow;
    const open = item
      ? !item.locked
      : view.items
          .filter((i) => i.productId === options.productId && i.cardKind === kind && (i.files.length > 0 || i.lockedDocumentCount > 0))
          .every((i) => !i.locked);
    if (open) unlockElement(row);
  }
  for (const drawer of document.querySelectorAll<HTMLElement>('[id^="documents-"]')) {
    for (const entry of drawer.querySelectorAll<HTMLElement>('[data-item-uid]')) {
      const item = unlocked(entry.dataset.itemUid);
      if (item && !entry.querySelector('[data-gh-files]')) replaceNotes(entry, () => fileLinks(view, item, options));
    }
  }

  // Unlocked and added items open their details here.
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a');
    const row = link?.closest<HTMLElement>('[data-gh-unlocked][data-item-uid]');
    if (!link || !row || row.tagName === 'ARTICLE' || link.closest('[data-gh-details],[data-gh-files]')) return;
    const item = unlocked(row.dataset.itemUid);
    if (!item) return;
    event.preventDefault();
    options.openItem(item);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
