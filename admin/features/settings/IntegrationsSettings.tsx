/**
 * Integration panels (admin spec §2 screen 14, §4, §8): the bug-bounty program (HackerOne) and the status page
 * (Statuspage) of a product. Each is disconnected, connecting or connected; the link is read-only while connected
 * and Disconnect is offered. Connecting checks the link with the edge, then stores the connection on the item
 * that shows it (App Security's bug bounty item, Infrastructure's status item) in the draft. Both are locked by
 * the plan with "Upgrade to Growth to …".
 */
import { useEffect, useState } from 'react';
import { HACKERONE_LINK_MESSAGE, STATUS_INDICATOR_LABELS, hackeroneHandle, type BugBountyStats, type StatusIndicator } from '../../../content/integrations.ts';
import { planAllows, planLockTooltip } from '../../../content/plan.ts';
import type { CardKind } from '../../../content/schemas/card.ts';
import type { Item } from '../../../content/schemas/item.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { messageOf } from '../../api.ts';
import { connectHackerOne, fetchBugBounty, fetchStatusPage, lookupStatusPage } from './api.ts';
import { reloadAfterWrite } from '../../stores/draft.ts';
import { putDraftRecord } from '../trust-center/api.ts';
import { Field, Locked, Notice } from '../../ui/form.tsx';
import { formatDate } from '../../../content/dates.ts';

type PanelState = 'disconnected' | 'connecting' | 'connected';

/** The item a panel stores its connection on: the connected one, else one named for it, else the card's first. */
function hostItem(draft: Snapshot, productId: string, kind: CardKind, connected: (i: Item) => boolean, named: RegExp): Item | undefined {
  const items = draft.items.filter((i) => i.productId === productId && i.cardKind === kind).sort((a, b) => a.position - b.position);
  return items.find(connected) ?? items.find((i) => named.test(i.title)) ?? items[0];
}

const INDICATOR_CLASSES: Record<StatusIndicator, string> = {
  none: 'bg-base-300',
  operational: 'bg-success',
  minor: 'bg-warning',
  major: 'bg-orange-500',
  critical: 'bg-error',
  maintenance: 'bg-info',
};

const hours = (h: number | null) => (h === null ? '—' : h < 24 ? `${Math.round(h * 10) / 10} hours` : `${Math.round((h / 24) * 10) / 10} days`);

function BugBountyPanel({ draft, productId, canEdit }: { draft: Snapshot; productId: string; canEdit: boolean }) {
  const item = hostItem(draft, productId, 'applicationSecurity', (i) => !!i.integrations.hackerone?.enabled, /bug bounty|hackerone/i);
  const connection = item?.integrations.hackerone;
  const connected = !!connection?.enabled;
  const [state, setState] = useState<PanelState>(connected ? 'connected' : 'disconnected');
  const [link, setLink] = useState(connection?.link ?? '');
  const [error, setError] = useState<string | null>(null);
  const [stats, setStats] = useState<BugBountyStats | null>(null);
  const allowed = planAllows(draft.plan, 'bugBounty');

  useEffect(() => {
    setState(connected ? 'connected' : 'disconnected');
    setLink(connection?.link ?? '');
    if (!connected || !allowed) return;
    fetchBugBounty(productId)
      .then((s) => setStats(s))
      .catch((err) => setError(messageOf(err)));
  }, [connected, connection?.link, productId, allowed]);

  async function connect() {
    setError(null);
    if (!hackeroneHandle(link)) {
      setError(HACKERONE_LINK_MESSAGE);
      return;
    }
    setState('connecting');
    try {
      const result = await connectHackerOne(link);
      await putDraftRecord('items', item!.itemUid, {
        ...item,
        integrations: { ...item!.integrations, hackerone: { allowed: true, enabled: true, link: link.trim() } },
      });
      setStats(result);
      setState('connected');
      await reloadAfterWrite();
    } catch (err) {
      setError(messageOf(err));
      setState('disconnected');
    }
  }

  async function disconnect() {
    setError(null);
    try {
      await putDraftRecord('items', item!.itemUid, { ...item, integrations: { ...item!.integrations, hackerone: { allowed: true, enabled: false, link } } });
      setStats(null);
      setState('disconnected');
      await reloadAfterWrite();
    } catch (err) {
      setError(messageOf(err));
    }
  }

  const button =
    state === 'connected' ? (
      <button type="button" className="btn btn-sm" disabled={!canEdit || !allowed} onClick={() => void disconnect()}>
        Disconnect
      </button>
    ) : (
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={!canEdit || !allowed || state === 'connecting' || !item}
        onClick={() => void connect()}
      >
        {state === 'connecting' ? 'Connecting…' : 'Connect'}
      </button>
    );

  return (
    <section aria-label="Bug bounty program" className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
      <h3 className="font-semibold">Bug bounty program (HackerOne)</h3>
      {!item && <p className="text-sm">Add an item to the App Security card to connect a program.</p>}
      <div className="flex flex-wrap items-end gap-2">
        <Field label="HackerOne link">
          {(id) => (
            <input
              id={id}
              className="input input-sm w-80"
              placeholder="https://hackerone.com/acme"
              readOnly={state !== 'disconnected'}
              value={link}
              onChange={(e) => setLink(e.target.value)}
            />
          )}
        </Field>
        {allowed ? button : <Locked tooltip={planLockTooltip('bugBounty')}>{button}</Locked>}
      </div>
      <p className="text-sm" data-testid="bug-bounty-state">
        {state === 'connected' ? 'Connected' : state === 'connecting' ? 'Connecting' : 'Not connected'}
        {item && <span className="text-base-content/60"> · shown on “{item.title}”</span>}
      </p>
      {error && <Notice kind="error">{error}</Notice>}
      {state === 'connected' && stats && (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm" aria-label="Program statistics">
          <dt>Reports resolved</dt>
          <dd>{stats.programStatistics.reportsResolved}</dd>
          <dt>Last report resolved</dt>
          <dd>{stats.programStatistics.lastReportedResolved ? formatDate(new Date(stats.programStatistics.lastReportedResolved)) : '—'}</dd>
          <dt>Average time to first response</dt>
          <dd>{hours(stats.responseEfficiency.averageTimeToFirstResponse)}</dd>
          <dt>Average time to triage</dt>
          <dd>{hours(stats.responseEfficiency.averageTimeToTriage)}</dd>
          <dt>Average bounty</dt>
          <dd>
            {stats.responseEfficiency.averageBounty
              ? `${stats.responseEfficiency.averageBounty.lower}–${stats.responseEfficiency.averageBounty.upper} ${stats.responseEfficiency.averageBounty.currency}`
              : '—'}
          </dd>
        </dl>
      )}
    </section>
  );
}

function StatusPagePanel({ draft, productId, canEdit }: { draft: Snapshot; productId: string; canEdit: boolean }) {
  const item = hostItem(draft, productId, 'infrastructure', (i) => !!i.integrations.statuspage?.showInCard, /status/i);
  const connection = item?.integrations.statuspage;
  const connected = !!connection?.showInCard && !!connection.url;
  const [state, setState] = useState<PanelState>(connected ? 'connected' : 'disconnected');
  const [url, setUrl] = useState(connection?.url ?? '');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ indicator: StatusIndicator; description: string } | null>(null);
  const allowed = planAllows(draft.plan, 'statusPage');

  useEffect(() => {
    setState(connected ? 'connected' : 'disconnected');
    setUrl(connection?.url ?? '');
    if (!connected || !allowed) return;
    fetchStatusPage(productId)
      .then(setStatus)
      .catch((err) => setError(messageOf(err)));
  }, [connected, connection?.url, productId, allowed]);

  async function connect() {
    setError(null);
    setState('connecting');
    try {
      const result = await lookupStatusPage(url.trim());
      await putDraftRecord('items', item!.itemUid, {
        ...item,
        integrations: { ...item!.integrations, statuspage: { allowed: true, showInCard: true, url: url.trim() } },
      });
      setStatus({ indicator: result.status, description: result.description });
      setState('connected');
      await reloadAfterWrite();
    } catch (err) {
      setError(messageOf(err));
      setState('disconnected');
    }
  }

  async function disconnect() {
    setError(null);
    try {
      await putDraftRecord('items', item!.itemUid, { ...item, integrations: { ...item!.integrations, statuspage: { allowed: true, showInCard: false, url } } });
      setStatus(null);
      setState('disconnected');
      await reloadAfterWrite();
    } catch (err) {
      setError(messageOf(err));
    }
  }

  const button =
    state === 'connected' ? (
      <button type="button" className="btn btn-sm" disabled={!canEdit || !allowed} onClick={() => void disconnect()}>
        Disconnect
      </button>
    ) : (
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={!canEdit || !allowed || state === 'connecting' || !item || !url.trim()}
        onClick={() => void connect()}
      >
        {state === 'connecting' ? 'Connecting…' : 'Connect'}
      </button>
    );

  return (
    <section aria-label="Status page" className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
      <h3 className="font-semibold">Status page (Statuspage)</h3>
      {!item && <p className="text-sm">Add an item to the Infrastructure card to connect a status page.</p>}
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Status page link">
          {(id) => (
            <input
              id={id}
              className="input input-sm w-80"
              placeholder="https://status.example.com"
              readOnly={state !== 'disconnected'}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          )}
        </Field>
        {allowed ? button : <Locked tooltip={planLockTooltip('statusPage')}>{button}</Locked>}
      </div>
      <p className="text-sm" data-testid="status-page-state">
        {state === 'connected' ? 'Connected' : state === 'connecting' ? 'Connecting' : 'Not connected'}
      </p>
      {error && <Notice kind="error">{error}</Notice>}
      {state === 'connected' && status && (
        <p className="flex items-center gap-2 text-sm" data-indicator={status.indicator}>
          <span className={`inline-block h-3 w-3 rounded-full ${INDICATOR_CLASSES[status.indicator]}`} aria-hidden="true" />
          <span>{STATUS_INDICATOR_LABELS[status.indicator]}</span>
          <span className="text-base-content/70">· {status.description}</span>
        </p>
      )}
    </section>
  );
}

export function IntegrationsSettings({ draft, productId, canEdit }: { draft: Snapshot; productId: string; canEdit: boolean }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <BugBountyPanel key={`bb-${productId}`} draft={draft} productId={productId} canEdit={canEdit} />
      <StatusPagePanel key={`sp-${productId}`} draft={draft} productId={productId} canEdit={canEdit} />
    </div>
  );
}
