/**
 * `/documents`: the staff documents view (main mode). Tabs All, Public, Private; each document with its type,
 * access, SHA-256, expiry date and the items it is linked from; the viewer; upload (also opened by
 * `?uploadModal=true`, the item editor's link); the bulk type setter for the selected documents; and each
 * document's edit dialog (its expiry date).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { documentUrl } from '../../../content/document-urls.ts';
import { DocumentViewer, type ViewableDocument } from '../../../site/components/islands/DocumentViewer.tsx';
import { TabList } from '../../../site/components/islands/TabList.tsx';
import { SignIn } from '../../shell/SignIn.tsx';
import { $session, loadSession } from '../../stores/session.ts';
import { DocumentEditDialog } from './DocumentEditDialog.tsx';
import { DocumentTypeSetter, type TypeSetterResult } from './DocumentTypeSetter.tsx';
import { UploadDocumentModal } from './UploadDocumentModal.tsx';
import { listDocuments, type AdminDocument } from './api.ts';
import { Loading, useLoad } from '../../ui/load.tsx';
import { ScrollRegion } from '../../ui/Table.tsx';

type Tab = 'all' | 'public' | 'private';
const ACCESS_TABS: { id: Tab; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'public', label: 'Public' },
  { id: 'private', label: 'Private' },
];

function takeUploadFlag(): boolean {
  return new URL(window.location.href).searchParams.get('uploadModal') === 'true';
}

function dropUploadFlag(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('uploadModal')) return;
  url.searchParams.delete('uploadModal');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

const readDocuments = async () => (await listDocuments()).documents;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function DocumentsView({ orgId, canEdit, canDownload }: { orgId: string; canEdit: boolean; canDownload: boolean }) {
  const { data: documents, error: loadError, reload, setData: setDocuments } = useLoad(readDocuments);
  const [tab, setTab] = useState<Tab>('all');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [uploading, setUploading] = useState(() => canEdit && takeUploadFlag());
  const [typing, setTyping] = useState(false);
  const [viewing, setViewing] = useState<ViewableDocument | null>(null);
  const [editing, setEditing] = useState<AdminDocument | null>(null);
  const [toast, setToast] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 6000);
    return () => clearTimeout(timer);
  }, [toast]);

  const shown = (documents ?? []).filter((d) => tab === 'all' || d.access === tab);
  const allShownSelected = shown.length > 0 && shown.every((d) => selected.has(d.id));

  function toggle(id: string) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  }

  function open(doc: AdminDocument) {
    const base = { orgId, fileId: doc.id, accessSource: 'admin' as const };
    setViewing({
      name: doc.name,
      sha256: doc.sha256,
      canDownload,
      viewUrl: documentUrl({ ...base, accessType: 'view' }),
      downloadUrl: documentUrl({ ...base, accessType: 'download' }),
    });
  }

  function typesDone(result: TypeSetterResult) {
    setTyping(false);
    setToast(result);
    if (result.ok && result.documents) {
      const byId = new Map(result.documents.map((d) => [d.id, d]));
      setDocuments((list) => (list ?? []).map((d) => byId.get(d.id) ?? d));
      setSelected(new Set());
    }
  }

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Documents</h1>
        <div className="flex gap-2">
          <a className="btn btn-ghost btn-sm" href="/admin">
            Back to admin
          </a>
          {canEdit && (
            <button type="button" className="btn btn-outline btn-sm" disabled={selected.size === 0 || typing} onClick={() => setTyping(true)}>
              Set type{selected.size > 0 ? ` (${selected.size})` : ''}
            </button>
          )}
          {canEdit && (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setUploading(true)}>
              Upload document
            </button>
          )}
        </div>
      </div>

      {toast && (
        <div role={toast.ok ? 'status' : 'alert'} className={`alert ${toast.ok ? 'alert-success' : 'alert-error'} alert-soft`}>
          {toast.message}
        </div>
      )}

      <TabList tabs={ACCESS_TABS} selected={tab} onSelect={setTab} label="Document access" className="tabs-box w-fit" />

      {loadError && (
        <div role="alert" className="alert alert-error alert-soft">
          {loadError}
        </div>
      )}
      {documents === null && !loadError && <Loading />}
      {documents !== null && shown.length === 0 && <p className="opacity-70">Uploaded documents from all cards will appear here</p>}
      {shown.length > 0 && (
        <ScrollRegion label="Documents table" className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table">
            <thead>
              <tr>
                <th>
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    aria-label="Select all documents"
                    checked={allShownSelected}
                    onChange={() => setSelected(allShownSelected ? new Set() : new Set(shown.map((d) => d.id)))}
                  />
                </th>
                <th>Name</th>
                <th>Type</th>
                <th>Access</th>
                <th>Linked from</th>
                <th>SHA-256</th>
                <th>Expires</th>
                {canEdit && (
                  <th>
                    <span className="sr-only">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {shown.map((d) => (
                <tr key={d.id} data-document-id={d.id}>
                  <td>
                    <input
                      type="checkbox"
                      className="checkbox checkbox-sm"
                      aria-label={`Select ${d.name}`}
                      checked={selected.has(d.id)}
                      onChange={() => toggle(d.id)}
                    />
                  </td>
                  <td>
                    <button type="button" className="link link-hover text-left break-all" onClick={() => open(d)}>
                      {d.name}
                    </button>
                    <div className="text-xs opacity-60">
                      {sizeText(d.size)} · {d.documentAccessType === 'view-only' ? 'View only' : 'View and download'}
                      {d.isShared ? ' · Shared' : ''}
                    </div>
                  </td>
                  <td data-testid="document-type">{d.type ?? '—'}</td>
                  <td>
                    <span className={`badge badge-sm badge-soft ${d.access === 'public' ? 'badge-success' : 'badge-neutral'}`}>
                      {d.access === 'public' ? 'Public' : 'Private'}
                    </span>
                  </td>
                  <td className="text-sm">{d.items.map((i) => i.title).join(', ') || '—'}</td>
                  <td>
                    <code className="block max-w-48 truncate text-xs" title={d.sha256}>
                      {d.sha256 ?? '—'}
                    </code>
                  </td>
                  <td className="text-sm" data-testid="document-expiry">
                    {d.expiry || '—'}
                  </td>
                  {canEdit && (
                    <td>
                      <button type="button" className="btn btn-ghost btn-xs" aria-label={`Edit ${d.name}`} onClick={() => setEditing(d)}>
                        Edit
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      {uploading && (
        <UploadDocumentModal
          onClose={() => {
            setUploading(false);
            dropUploadFlag();
          }}
          onUploaded={(name) => {
            setUploading(false);
            dropUploadFlag();
            setToast({ ok: true, message: `Uploaded ${name}` });
            void reload();
          }}
        />
      )}
      {typing && <DocumentTypeSetter documentIds={[...selected]} onDone={typesDone} onCancel={() => setTyping(false)} />}
      {viewing && <DocumentViewer doc={viewing} onClose={() => setViewing(null)} />}
      {editing && (
        <DocumentEditDialog
          document={editing}
          onCancel={() => setEditing(null)}
          onSaved={(expiry) => {
            const id = editing.id;
            setEditing(null);
            setDocuments((list) => (list ?? []).map((d) => (d.id === id ? { ...d, expiry: expiry || undefined } : d)));
            setToast({ ok: true, message: expiry ? `Expiry date of ${editing.name} set to ${expiry}` : `Expiry date of ${editing.name} cleared` });
          }}
        />
      )}
    </main>
  );
}

export default function DocumentsPage() {
  const state = useStore($session);
  useEffect(() => {
    void loadSession();
  }, []);
  if (state.status === 'loading') return <Loading className="loading-lg m-8" />;
  if (state.status === 'error') {
    return (
      <div role="alert" className="alert alert-error m-8">
        {state.message}
      </div>
    );
  }
  if (state.status === 'signed-out') return <SignIn linkInvalid={false} />;
  const { session } = state;
  return (
    <DocumentsView
      orgId={session.organization.id}
      canEdit={session.permissions.includes('statuspage:edit')}
      canDownload={session.permissions.includes('files:download')}
    />
  );
}
