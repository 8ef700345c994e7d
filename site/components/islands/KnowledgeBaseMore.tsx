/**
 * "View more" of the public Knowledge Base panel: opens the knowledge-base modal in Public mode. The full list is
 * not in the page (it stays light); it is fetched once, on first opening, from `/knowledge-base.json`, a static
 * file of the public entries emitted by the build.
 *
 * A search result links to an entry with `?kbEntry={objectID}#knowledge-base`: the modal then opens on that entry,
 * and closing it removes the parameter.
 */
import { useEffect, useState } from 'react';
import { ERRORS } from '../../../content/errors.ts';
import { KB_TEXTS, type KbModalEntry } from '../../lib/knowledge-base.ts';
import { KnowledgeBaseModal } from './KnowledgeBaseModal.tsx';

export interface KnowledgeBaseMoreProps {
  /** The page's product: the modal lists entries for all products or this one. */
  productId: string;
  /** Modal heading (the section's title). */
  title: string;
  /** Where the public entries are (default `/knowledge-base.json`). */
  src?: string;
}

let cache: Promise<KbModalEntry[]> | null = null;

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

export default function KnowledgeBaseMore({ productId, title, src = '/knowledge-base.json' }: KnowledgeBaseMoreProps) {
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<KbModalEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [focusEntryId, setFocusEntryId] = useState<string | null>(null);

  function show() {
    setOpen(true);
    if (entries) return;
    setError(null);
    loadEntries(src).then(setEntries, () => setError(ERRORS.UNKNOWN.message));
  }

  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('kbEntry');
    if (!id) return;
    setFocusEntryId(id);
    show();
    // On arrival only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
      <button type="button" className="btn btn-sm btn-ghost text-primary" aria-haspopup="dialog" onClick={show}>
        {KB_TEXTS.viewMore}
      </button>
      <KnowledgeBaseModal
        mode="Public"
        open={open}
        onClose={close}
        title={title}
        entries={entries}
        loadError={error}
        productId={productId}
        focusEntryId={focusEntryId}
      />
    </>
  );
}
