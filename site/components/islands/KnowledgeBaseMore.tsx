/**
 * "View more" of the public Knowledge Base panel: opens the knowledge-base modal in Public mode. The full list is
 * not in the page (it stays light); it is fetched once, on first opening, from `/knowledge-base.json`, a static
 * file of the public entries emitted by the build.
 *
 * A search result links to an entry with `?kbEntry={objectID}#knowledge-base`: the modal then opens on that entry,
 * and closing it removes the parameter.
 *
 * For an account member or previewing staff (`$viewer`), the count, the modal's list and `?kbEntry=` use the
 * viewer's own entries (`view.knowledgeBase`, which the edge filtered for them) instead of the public file.
 *
 * Signed-in staff viewing the portal get the knowledge base in Main mode (visitor spec §6): on opening, the edge
 * (`GET /api/share/{orgId}/knowledge-base`) answers staff with every entry of the draft and the products, and the
 * modal shows the Access / Products / Time filters and each entry's Metadata. For anyone else (or with the edge
 * out of reach) the public file.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { ERRORS } from '../../../content/errors.ts';
import type { PortalView } from '../../../content/policy.ts';
import { KB_TEXTS, type KbModalEntry } from '../../lib/knowledge-base.ts';
import { $viewer } from '../../lib/viewer-mode.ts';
import { KnowledgeBaseModal } from './KnowledgeBaseModal.tsx';

export interface KnowledgeBaseMoreProps {
  /** The organisation (asked whether the viewer is staff, for Main mode). */
  orgId?: string;
  /** The page's product: the modal lists entries for all products or this one. */
  productId: string;
  /** Modal heading (the section's title). */
  title: string;
  /** Where the public entries are (default `/knowledge-base.json`). */
  src?: string;
  /** Number of public entries of the page's product (the panel's count). */
  count: number;
}

/** The panel's order (featured first, then newest first), as `/knowledge-base.json` has it. */
function viewerEntries(view: PortalView): KbModalEntry[] {
  return [...view.knowledgeBase].sort((a, b) => Number(b.favorite_public) - Number(a.favorite_public) || b.date_timestamp - a.date_timestamp);
}

/** Renders each answer's Markdown as the public file has it (the renderer loads only in these modes). */
function useAnswerHtml(entries: KbModalEntry[] | null): KbModalEntry[] | null {
  const [rendered, setRendered] = useState<KbModalEntry[] | null>(null);
  useEffect(() => {
    setRendered(null);
    if (!entries) return;
    let live = true;
    void import('../../../content/markdown.ts').then(({ renderMarkdown }) => {
      if (live) setRendered(entries.map((entry) => ({ ...entry, answerHtml: renderMarkdown(entry.answer) })));
    });
    return () => {
      live = false;
    };
  }, [entries]);
  return rendered ?? entries;
}

let cache: Promise<KbModalEntry[]> | null = null;

interface StaffKnowledgeBase {
  mode: 'Main';
  entries: KbModalEntry[];
  products: { productId: string; productName: string }[];
}

/** The knowledge base in Main mode when the requester is signed-in staff, else null. */
async function staffKnowledgeBase(orgId: string): Promise<StaffKnowledgeBase | null> {
  try {
    const response = await fetch(`/api/share/${encodeURIComponent(orgId)}/knowledge-base`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { mode?: string } & Partial<StaffKnowledgeBase>;
    return body.mode === 'Main' && Array.isArray(body.entries) ? (body as StaffKnowledgeBase) : null;
  } catch {
    return null;
  }
}

function loadEntries(src: string): Promise<KbModalEntry[]> {
  cache ??= fetch(src, { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${src} answered ${response.status}`);
      return ((await response.json()) as { entries: KbModalEntry[] }).entries;
    })
    .catch((error: unknown) => {
      cache = null;
      throw error;
    });
  return cache;
}

export default function KnowledgeBaseMore({ orgId, productId, title, src = '/knowledge-base.json', count }: KnowledgeBaseMoreProps) {
  const viewer = useStore($viewer);
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<KbModalEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [focusEntryId, setFocusEntryId] = useState<string | null>(null);
  const [staff, setStaff] = useState<StaffKnowledgeBase | null>(null);
  const staffRendered = useAnswerHtml(staff?.entries ?? null);
  const own = useMemo(() => (viewer.kind === 'public' ? null : viewerEntries(viewer.view)), [viewer]);
  const ownRendered = useAnswerHtml(own);
  const shownCount = own ? own.filter((e) => e.product_ids.length === 0 || e.product_ids.includes(productId)).length : count;

  function show() {
    setOpen(true);
    if (entries || staff || $viewer.get().kind !== 'public') return;
    setError(null);
    void (async () => {
      const main = orgId ? await staffKnowledgeBase(orgId) : null;
      if (main) setStaff(main);
      else loadEntries(src).then(setEntries, () => setError(ERRORS.UNKNOWN.message));
    })();
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only: the address names the entry to show once
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('kbEntry');
    if (!id) return;
    setFocusEntryId(id);
    show();
  }, []);

  function close() {
    setOpen(false);
    setFocusEntryId(null);
    const url = new URL(window.location.href);
    if (url.searchParams.has('kbEntry')) {
      url.searchParams.delete('kbEntry');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
  }

  return (
    <>
      <span className="text-sm opacity-70" data-kb-count>
        {shownCount} {shownCount === 1 ? 'entry' : 'entries'}
      </span>
      <button type="button" className="btn btn-sm btn-ghost text-primary" aria-haspopup="dialog" onClick={show}>
        {KB_TEXTS.viewMore}
      </button>
      <KnowledgeBaseModal
        mode={staff ? 'Main' : viewer.kind === 'public' ? 'Public' : viewer.view.viewer.mode}
        open={open}
        onClose={close}
        title={title}
        entries={staff ? staffRendered : (ownRendered ?? entries)}
        loadError={own || staff ? null : error}
        productId={staff ? undefined : productId}
        products={staff?.products}
        focusEntryId={focusEntryId}
      />
    </>
  );
}
