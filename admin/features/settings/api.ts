/**
 * The settings area's calls: customization, products, knowledge base, updates, TPRM partners, staff, sessions, the
 * questionnaires inbox and the integrations. After every write to the draft it is read again (so what the admin
 * shows is what the edge stored) and the publishing indicator is refreshed.
 */
import type { KbEntryBody, KbImported } from '../../../content/contracts/knowledge-base.ts';
import type { QuestionnaireStatus, QuestionnaireStatusAnswer, InboxQuestionnaire } from '../../../content/contracts/questionnaires.ts';
import type { SessionView } from '../../../content/contracts/sessions.ts';
import type {
  BannerInput,
  ProductBody,
  Space,
  StaffList,
  TopicBody,
  TprmPartners,
  UpdateEditBody,
  UpdateEmailList,
  UpdateEmailSummary,
  UpdatePublished,
} from '../../../content/contracts/settings.ts';
import type { BugBountyStats, ProductStatus, StatusPageStatus } from '../../../content/contracts/integrations.ts';
import type { Customization } from '../../../content/schemas/customization.ts';
import type { KnowledgeBaseEntry } from '../../../content/schemas/knowledge-base.ts';
import type { Product, ProductPage } from '../../../content/schemas/product.ts';
import type { Role } from '../../../content/schemas/staff.ts';
import type { Topic, Update } from '../../../content/schemas/topic.ts';
import { request } from '../../../site/lib/request.ts';
import { ApiError, api } from '../../api.ts';
import { reloadAfterWrite } from '../../stores/draft.ts';

/**
 * Sends a JSON write and refreshes the draft; throws an {@link ApiError} with the edge's message, the failing
 * field's `path` (from `path`, or the first of `issues`) and every failing field in `issues`.
 */
async function write<T>(path: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body: unknown = {}): Promise<T> {
  const data = await request<T>(path, { method, body });
  await reloadAfterWrite();
  return data;
}

/**
 * Uploads a knowledge-base CSV file (`text/csv`). A file refused row by row throws an {@link ApiError}
 * `KB_IMPORT_INVALID` whose `issues` hold each failing `row` with its message.
 */
export async function importKnowledgeBase(file: File): Promise<{ imported: number }> {
  const data = await request<KbImported | null>(`/api/admin/kb/import?fileName=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    raw: await file.text(),
    contentType: 'text/csv',
  });
  await reloadAfterWrite();
  return { imported: data?.imported ?? 0 };
}

const at = (id: string) => encodeURIComponent(id);

// Customization
/** Uploads an image and makes it the banner. */
export async function uploadBanner(file: File): Promise<void> {
  const data = await request<{ fileId?: string } | null>(`/api/trust-center/assets/upload?fileName=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    raw: file,
  });
  if (!data?.fileId) throw new ApiError(200);
  const body: BannerInput = { fileId: data.fileId };
  await write('/api/admin/settings/banner', 'PUT', body);
}
export const removeBanner = () => write<Customization>('/api/admin/settings/banner', 'DELETE');
/** Saves the customization fields named in `patch` (JSON Merge Patch). */
export const saveCustomization = (patch: Record<string, unknown>) => write<Customization>('/api/admin/settings/customization', 'PATCH', patch);

// Products and the space
export const createProduct = (product: ProductBody) => write<Product>('/api/admin/products', 'POST', product);
export const updateProduct = (productId: string, patch: Record<string, unknown>) => write<Product>(`/api/admin/products/${at(productId)}`, 'PATCH', patch);
export const saveSpace = (patch: Record<string, unknown>) => write<Space>('/api/admin/space', 'PATCH', patch);
export const setSectionHidden = (productId: string, section: string, hidden: boolean) =>
  write<ProductPage>(`/api/admin/products/${at(productId)}/page`, 'PATCH', { config: { [section]: { hidden } } });

// Knowledge base
/** Adds an entry, or replaces the one with `objectID`. */
export const saveKbEntry = (objectID: string | undefined, entry: KbEntryBody) =>
  write<KnowledgeBaseEntry>(objectID ? `/api/admin/kb/${at(objectID)}` : '/api/admin/kb', objectID ? 'PUT' : 'POST', entry);
export const deleteKbEntry = (objectID: string) => write(`/api/admin/kb/${at(objectID)}`, 'DELETE');

// Updates
export type UpdateEmail = UpdateEmailSummary;
export type UpdateEmails = UpdateEmailList;

export const listUpdateEmails = () => api<UpdateEmails>('/api/admin/update-emails');
/** Adds a topic, or replaces the one with `topicId`. */
export const saveTopic = (topicId: string | undefined, topic: TopicBody) =>
  write<Topic>(topicId ? `/api/admin/topics/${at(topicId)}` : '/api/admin/topics', topicId ? 'PUT' : 'POST', topic);
export const deleteTopic = (topicId: string) => write(`/api/admin/topics/${at(topicId)}`, 'DELETE');
/** Publishes an update to a topic; answers what becomes of its email (null without one). */
export const publishUpdate = (topicId: string, update: unknown) => write<UpdatePublished>(`/api/admin/topics/${at(topicId)}/updates`, 'POST', update);
export const saveUpdate = (topicId: string, updateId: string, update: UpdateEditBody) =>
  write<Update>(`/api/admin/topics/${at(topicId)}/updates/${at(updateId)}`, 'PUT', update);
export const deleteUpdate = (topicId: string, updateId: string) => write(`/api/admin/topics/${at(topicId)}/updates/${at(updateId)}`, 'DELETE');

// TPRM partners
export const saveTprmPartners = (partners: { id?: string; name: string; domain: string }[]) =>
  write<TprmPartners>('/api/admin/settings/tprm-partners', 'PUT', { partners });

// Staff
export const listStaff = () => api<StaffList>('/api/admin/staff');
/** Adds a staff member, or changes the role of one. */
export const putStaff = (member: { email: string; role: Role | string; name?: string }) => api('/api/admin/staff', { method: 'POST', body: member });
export const removeStaff = (email: string) => api(`/api/admin/staff/${at(email)}`, { method: 'DELETE' });

// Sessions
/** The signed-in staff member's sessions, or (admins) the whole organization's. */
export const listSessions = (scope?: 'organization') =>
  api<{ sessions: SessionView[] }>(scope ? '/api/admin/sessions?scope=organization' : '/api/admin/sessions');
export const endSession = (sessionId: string) => api(`/api/admin/sessions/${at(sessionId)}`, { method: 'DELETE' });

// Questionnaires inbox
export const listQuestionnaires = () => api<{ questionnaires: InboxQuestionnaire[] }>('/api/admin/questionnaires');
export const setQuestionnaireStatus = (id: string, status: QuestionnaireStatus) =>
  api<QuestionnaireStatusAnswer>(`/api/admin/questionnaires/${at(id)}/status`, { method: 'PUT', body: { status } });

// Integrations
export const fetchBugBounty = (productId: string) => api<BugBountyStats>(`/api/integrations/hackerone?productId=${at(productId)}`);
export const connectHackerOne = (page: string) => api<BugBountyStats>('/api/integrations/hackerone/connect', { method: 'POST', body: { page } });
export const fetchStatusPage = (productId: string) => api<ProductStatus>(`/api/integrations/statuspageio?productId=${at(productId)}`);
export const lookupStatusPage = (url: string) => api<StatusPageStatus>(`/api/integrations/statuspageio/${at(url)}`);
