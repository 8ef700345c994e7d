/**
 * Trust center updates (visitor spec §3 "Topic", §5 topic rules): topics with subject, category, hidden and
 * pinned; publishing an update with its message, audience (public or private) and channels — the status page
 * and/or email to subscribers or to a list of addresses.
 *
 * An update's email goes out only when the site revision showing the update is live: the dialog says "Will be
 * emailed to N subscribers when published" and offers "Publish and send" (save the update and publish the site);
 * each update then shows whether its email is waiting or was sent, when, and to whom.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $publishStatus, publish as publishSite } from '../publishing/store.ts';
import { TOPIC_CATEGORIES, type Topic, type Update } from '../../../content/schemas/topic.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { deleteTopic, deleteUpdate, listUpdateEmails, publishUpdate, saveTopic, saveUpdate, type UpdateEmail, type UpdateEmails } from './api.ts';
import { CheckField, Field, FormError, Notice, SelectField, useWrite } from '../../ui/form.tsx';
import { useLoad } from '../../ui/load.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { formatDate } from '../../../content/dates.ts';

const CATEGORY_LABELS: Record<string, string> = {
  compliance: 'Compliance',
  vulnerabilities: 'Vulnerabilities',
  incidents: 'Incidents',
  subprocessors: 'Subprocessors',
  general: 'General',
};

const CATEGORY_OPTIONS = TOPIC_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] ?? c }));
const AUDIENCES: { value: Update['spAudience']; label: string }[] = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private (account members)' },
];
/** The checkboxes of these forms. */
const CHECK = 'flex items-center gap-2 text-sm';

function TopicDialog({ topic, onClose }: { topic: Topic | null; onClose(): void }) {
  const [form, setForm] = useState<{ subject: string; category: Topic['category'] | ''; hidden: boolean; isPinned: boolean }>({
    subject: topic?.subject ?? '',
    category: topic?.category ?? '',
    hidden: topic?.hidden ?? false,
    isPinned: topic?.isPinned ?? false,
  });
  const submit = useWrite();
  const { run, fieldError, formError } = submit;
  async function save() {
    if (await run(() => saveTopic(topic?.id, form))) onClose();
  }
  return (
    <FormDialog
      open
      title={topic ? 'Edit topic' : 'New topic'}
      onClose={onClose}
      write={submit}
      onSave={() => void save()}
      error={formError('subject', 'category')}
    >
      <div className="flex flex-col gap-3">
        <Field label="Subject" error={fieldError('subject')}>
          {(id, d) => (
            <input id={id} aria-describedby={d} className="input w-full" value={form.subject} onChange={(e) => setForm({ ...form, subject: e.target.value })} />
          )}
        </Field>
        <SelectField
          label="Category"
          error={fieldError('category')}
          options={CATEGORY_OPTIONS}
          empty="Choose a category"
          value={form.category}
          onChange={(category) => setForm({ ...form, category })}
          className="select w-full"
        />
        <CheckField label="Hidden" className={CHECK} checked={form.hidden} onChange={(hidden) => setForm({ ...form, hidden })} />
        <CheckField label="Pinned" className={CHECK} checked={form.isPinned} onChange={(isPinned) => setForm({ ...form, isPinned })} />
      </div>
    </FormDialog>
  );
}

const subscribersText = (n: number) => `${n} ${n === 1 ? 'subscriber' : 'subscribers'}`;
const recipientsText = (n: number) => `${n} ${n === 1 ? 'recipient' : 'recipients'}`;

/** "Will be emailed to N subscribers when published" (and to the listed addresses). */
function pendingText(toSubscribers: boolean, subscriberCount: number, audience: number): string {
  const to = [toSubscribers ? subscribersText(subscriberCount) : '', audience ? `${audience} ${audience === 1 ? 'address' : 'addresses'}` : '']
    .filter(Boolean)
    .join(' and ');
  return `Will be emailed to ${to} when published`;
}

/** The update emails and the current subscriber count (none shown while they cannot be read); `reload` after a change. */
function useUpdateEmails(): { data: UpdateEmails | null; reload(): Promise<void> } {
  const { data, reload } = useLoad(listUpdateEmails);
  // Emails waiting for a publish go out when it is live: read them again each time a revision goes live.
  const status = useStore($publishStatus);
  const liveRevision = status.state === 'live' ? status.revision : undefined;
  useEffect(() => {
    if (liveRevision !== undefined) void reload();
  }, [liveRevision, reload]);
  return { data, reload };
}

function PublishDialog({ topic, subscriberCount, onClose }: { topic: Topic; subscriberCount: number; onClose(): void }) {
  const [message, setMessage] = useState('');
  const [spAudience, setSpAudience] = useState<'public' | 'private'>('public');
  const [channelSp, setChannelSp] = useState(true);
  const [email, setEmail] = useState(false);
  const [subscribers, setSubscribers] = useState(true);
  const [audience, setAudience] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const submit = useWrite();
  const emails = audience
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);
  const toSubscribers = email && subscribers && spAudience === 'public';

  async function save(andPublish: boolean) {
    const body = {
      message,
      spAudience,
      channelSp,
      ...(email ? { channelEmail: { subscribers, ...(emails.length ? { audience: { source: 'manual', emails } } : {}) } } : {}),
    };
    await submit.run(async () => {
      const res = await publishUpdate(topic.id, body);
      if (andPublish) await publishSite();
      const mailed = res.email ? pendingText(res.email.toSubscribers, res.email.subscriberCount, res.email.audience.length) : null;
      setResult(
        andPublish
          ? `Update saved and the site is being published.${res.email ? ' The email goes out as soon as it is live.' : ''}`
          : `Update saved. It goes live with the next publish.${mailed ? ` ${mailed}.` : ''}`,
      );
    });
  }

  return (
    <FormDialog
      open
      title={`Publish an update: ${topic.subject}`}
      onClose={onClose}
      write={submit}
      onSave={() => void save(true)}
      saveLabel={email ? 'Publish and send' : 'Publish update and site'}
      otherSaves={
        <button type="button" className="btn" disabled={submit.busy} onClick={() => void save(false)}>
          Publish update
        </button>
      }
      outcome={result && <Notice kind="success">{result}</Notice>}
      error={submit.error?.message}
    >
      <div className="flex flex-col gap-3">
        <Field label="Message">
          {(id) => <textarea id={id} className="textarea w-full" rows={4} value={message} onChange={(e) => setMessage(e.target.value)} />}
        </Field>
        <SelectField label="Audience" options={AUDIENCES} value={spAudience} onChange={setSpAudience} className="select w-full" />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Channels</legend>
          <CheckField label="Status page" className={CHECK} checked={channelSp} onChange={setChannelSp} />
          <CheckField label="Email" className={CHECK} checked={email} onChange={setEmail} />
          {email && (
            <div className="ml-6 flex flex-col gap-2">
              <CheckField label="Email subscribers" className={CHECK} checked={subscribers} onChange={setSubscribers} />
              <Field label="Email these addresses" hint="Separate addresses with commas or spaces">
                {(id, d) => (
                  <textarea id={id} aria-describedby={d} className="textarea w-full" rows={2} value={audience} onChange={(e) => setAudience(e.target.value)} />
                )}
              </Field>
              {(toSubscribers || emails.length > 0) && (
                <p className="text-sm" role="status" data-email-plan>
                  {pendingText(toSubscribers, subscriberCount, emails.length)}
                </p>
              )}
            </div>
          )}
        </fieldset>
      </div>
    </FormDialog>
  );
}

/** What became of an update's email: waiting for the publish, or sent (when, to whom). */
function EmailState({ email, subscriberCount }: { email: UpdateEmail; subscriberCount: number }) {
  if (email.status === 'cancelled') return null;
  if (email.status !== 'sent') {
    return (
      <span className="badge badge-warning badge-soft badge-sm" data-update-email="pending">
        {pendingText(email.toSubscribers, subscriberCount, email.audience.length)}
      </span>
    );
  }
  return (
    <details className="text-xs" data-update-email="sent">
      <summary className="cursor-pointer text-success">
        Emailed to {recipientsText(email.sent.length)} on {formatDate(email.sentAt ?? 0)}
        {email.failed.length > 0 && ` (${email.failed.length} failed)`}
      </summary>
      <p className="mt-1 opacity-70">With revision {email.revision}:</p>
      <ul className="ml-4 list-disc">
        {email.sent.map((to) => (
          <li key={to}>{to}</li>
        ))}
        {email.failed.map((to) => (
          <li key={to} className="text-error">
            {to} (failed)
          </li>
        ))}
      </ul>
    </details>
  );
}

function UpdateDialog({ topic, update, onClose }: { topic: Topic; update: Update; onClose(): void }) {
  const [message, setMessage] = useState(update.message);
  const [spAudience, setSpAudience] = useState(update.spAudience);
  const submit = useWrite();
  const { run } = submit;
  async function save() {
    if (await run(() => saveUpdate(topic.id, update.id, { message, spAudience }))) onClose();
  }
  return (
    <FormDialog open title="Edit update" onClose={onClose} write={submit} onSave={() => void save()} error={submit.error?.message}>
      <div className="flex flex-col gap-3">
        <Field label="Message">
          {(id) => <textarea id={id} className="textarea w-full" rows={4} value={message} onChange={(e) => setMessage(e.target.value)} />}
        </Field>
        <SelectField label="Audience" options={AUDIENCES} value={spAudience} onChange={setSpAudience} className="select w-full" />
      </div>
    </FormDialog>
  );
}

export function UpdatesSettings({ draft, canEdit }: { draft: Snapshot; canEdit: boolean }) {
  const { data: updateEmails, reload: reloadEmails } = useUpdateEmails();
  const emailOf = (updateId: string) => updateEmails?.emails.find((e) => e.updateId === updateId && e.status !== 'cancelled');
  const [dialog, setDialog] = useState<
    { kind: 'topic'; topic: Topic | null } | { kind: 'publish'; topic: Topic } | { kind: 'update'; topic: Topic; update: Update } | null
  >(null);
  // Deleting a topic or an update.
  const deleting = useWrite();
  const topics = [...draft.topics].sort((a, b) => Number(b.isPinned) - Number(a.isPinned));
  return (
    <div className="flex flex-col gap-4">
      {canEdit && (
        <button type="button" className="btn btn-sm self-start" onClick={() => setDialog({ kind: 'topic', topic: null })}>
          New topic
        </button>
      )}
      <FormError error={deleting.error?.message} />
      <ul className="flex flex-col gap-3" aria-label="Topics">
        {topics.map((topic) => (
          <li key={topic.id} className="rounded-box border border-base-300 p-3" aria-label={topic.subject}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium">
                {topic.isPinned && <span className="badge badge-sm mr-2">Pinned</span>}
                {topic.subject} <span className="badge badge-ghost badge-sm">{CATEGORY_LABELS[topic.category]}</span>
                {topic.hidden && <span className="badge badge-outline badge-sm ml-2">Hidden</span>}
              </p>
              {canEdit && (
                <span className="flex gap-1">
                  <button type="button" className="btn btn-ghost btn-xs" onClick={() => setDialog({ kind: 'publish', topic })}>
                    Publish update<span className="sr-only"> to {topic.subject}</span>
                  </button>
                  <button type="button" className="btn btn-ghost btn-xs" onClick={() => setDialog({ kind: 'topic', topic })}>
                    Edit<span className="sr-only"> {topic.subject}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs text-error"
                    onClick={() => {
                      if (!window.confirm(`Delete the topic "${topic.subject}" and its updates?`)) return;
                      void deleting.run(() => deleteTopic(topic.id));
                    }}
                  >
                    Delete<span className="sr-only"> {topic.subject}</span>
                  </button>
                </span>
              )}
            </div>
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {topic.updates.map((u) => (
                <li key={u.id} className="flex flex-wrap items-center gap-1">
                  <span className="text-base-content/60">{formatDate(u.createdAt)}</span> · {u.message}
                  <span className="ml-2 text-xs text-base-content/60">
                    ({u.spAudience}; {u.channels.map((c) => (c === 'status_page' ? 'status page' : 'email')).join(', ')})
                  </span>
                  {emailOf(u.id) && <EmailState email={emailOf(u.id)!} subscriberCount={updateEmails!.subscriberCount} />}
                  {canEdit && (
                    <>
                      <button type="button" className="btn btn-ghost btn-xs" onClick={() => setDialog({ kind: 'update', topic, update: u })}>
                        Edit update<span className="sr-only"> {u.message}</span>
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs text-error"
                        onClick={() => {
                          if (!window.confirm('Delete this update?')) return;
                          void deleting.run(() => deleteUpdate(topic.id, u.id));
                        }}
                      >
                        Delete update<span className="sr-only"> {u.message}</span>
                      </button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {dialog?.kind === 'topic' && <TopicDialog topic={dialog.topic} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'publish' && (
        <PublishDialog
          topic={dialog.topic}
          subscriberCount={updateEmails?.subscriberCount ?? 0}
          onClose={() => {
            setDialog(null);
            void reloadEmails();
          }}
        />
      )}
      {dialog?.kind === 'update' && <UpdateDialog topic={dialog.topic} update={dialog.update} onClose={() => setDialog(null)} />}
    </div>
  );
}
