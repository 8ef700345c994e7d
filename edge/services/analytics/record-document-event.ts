/**
 * Document views and downloads as analytics events, recorded by the edge while serving them (see
 * `recordDocumentAccess` in `services/documents/serve-document.ts`): one event per document, a bulk download giving one
 * download per document of the zip. Staff opening documents (main mode or preview) are not visitors and are left
 * out. Never throws: a failure is logged and the document is served all the same.
 */
import type { AppDeps } from '../../deps.ts';
import type { DocumentRequester } from '../documents/document-access.ts';
import { storeEvents, type EventRecord } from './record-events.ts';

export interface DocumentAccessEntry {
  orgId: string;
  requester: DocumentRequester;
  /** The file id, `bridge-letter:{itemUid}`, or `bulk-download`. */
  subject: string;
  accessType: 'view' | 'download' | 'bulk-download';
  data: Record<string, unknown>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The events of one document access. */
export function documentEventRecords({ subject, accessType, data }: Pick<DocumentAccessEntry, 'subject' | 'accessType' | 'data'>): EventRecord[] {
  const productId = text(data.productId);
  if (accessType === 'bulk-download') {
    const files = Array.isArray(data.files) ? (data.files as { itemUid?: unknown; fileId?: unknown }[]) : [];
    return files.map((f) => ({ type: 'document_download', productId, itemUid: text(f.itemUid), label: text(f.fileId), data: { bulk: true } }));
  }
  return [
    {
      type: accessType === 'view' ? 'document_view' : 'document_download',
      productId,
      itemUid: text(data.itemUid),
      label: subject,
      data: { accessSource: text(data.accessSource) },
    },
  ];
}

/** Records a document view or download of a visitor or account member. */
export async function recordDocumentEvent(deps: Pick<AppDeps, 'db' | 'now' | 'log'>, entry: DocumentAccessEntry): Promise<void> {
  if (entry.requester.staff) return;
  try {
    const account = entry.requester.account;
    await storeEvents({
      db: deps.db,
      orgId: entry.orgId,
      now: deps.now(),
      attribution: account ? { accountId: account.accountId, memberId: account.memberId } : null,
      records: documentEventRecords(entry),
    });
  } catch (error) {
    deps.log('Could not record a document analytics event', error);
  }
}
