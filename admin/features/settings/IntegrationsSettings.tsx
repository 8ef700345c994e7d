/**
 * Integration panels (admin spec §2 screen 14, §4, §8): the bug-bounty program (HackerOne) and the status page
 * (Statuspage) of a product. Each is disconnected, connecting or connected; the link is read-only while connected
 * and Disconnect is offered. Connecting checks the link with the edge, then stores the connection on the item
 * that shows it (App Security's bug bounty item, Infrastructure's status item) in the draft. Both are locked by
 * the plan with "Upgrade to Growth to …".
 *
 * A panel's state is what its last write answered. The draft is read again after each write, and those reads may
 * land in any order with a later Disconnect or Connect; the stored connection only sets the panel when no write
 * of the panel is under way, and a live read (statistics, status) started before a write is dropped.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { BugBountyStats } from '../../../content/contracts/integrations.ts';
import { HACKERONE_LINK_MESSAGE, STATUS_INDICATOR_LABELS, hackeroneHandle, type StatusIndicator } from '../../../content/integrations.ts';
import { planAllows, planLockTooltip, type LockedControl } from '../../../content/plan.ts';
import type { CardKind } from '../../../content/schemas/card.ts';
import type { Item } from '../../../content/schemas/item.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { messageOf } from '../../api.ts';
import { connectHackerOne, fetchBugBounty, fetchStatusPage, lookupStatusPage } from './api.ts';
import { refreshDraftDiffers } from '../../stores/draft.ts';
import { putDraftRecord } from '../trust-center/api.ts';
import { Field, Locked, Notice } from '../../ui/form.tsx';
import { formatDate } from '../../../content/dates.ts';
import { STATUS_INDICATOR_CLASSES, formatHours } from '../../../site/lib/integration-display.ts';

type PanelState = 'disconnected' | 'connecting' | 'connected';

/** The item a panel stores its connection on: the connected one, else one named for it, else the card's first. */
function hostItem(draft: Snapshot, productId: string, kind: CardKind, connected: (i: Item) => boolean, named: RegExp): Item | undefined {
  const items = draft.items.filter((i) => i.productId === productId && i.cardKind === kind).sort((a, b) => a.position - b.position);
  return items.find(connected) ?? items.find((i) => named.test(i.title)) ?? items[0];
}

/**
 * One integration's connection as a panel holds it: state, the link being edited, the last error and the live
 * detail (statistics or status). `connect` checks the link and stores it, `disconnect` stores the item without it.
 */
function useConnection<T>({
  saved,
  savedLink,
  allowed,
  readLive,
}: {
  /** Whether the draft holds the connection. */
  saved: boolean;
  savedLink: string;
  allowed: boolean;
  /** The live detail of the stored connection. */
  readLive: () => Promise<T>;
}) {
  const [state, setState] = useState<PanelState>(saved ? 'connected' : 'disconnected');
  const [link, setLink] = useState(savedLink);
  const [error, setError] = useState<string | null>(null);
  const [detail, setDetail] = useState<T | null>(null);
  const writes = useRef(0);
  const writing = useRef(0);
  const read = useRef(readLive);
  read.current = readLive;

  useEffect(() => {
    if (writing.current > 0) return;
    setState(saved ? 'connected' : 'disconnected');
    setLink(savedLink);
    if (!saved || !allowed) return;
    const since = writes.current;
    let current = true;
    read
      .current()
      .then((value) => current && since === writes.current && setDetail(value))
      .catch((err) => current && since === writes.current && setError(messageOf(err)));
    return () => {
      current = false;
    };
  }, [saved, savedLink, allowed]);

  async function write(run: () => Promise<T | null>, outcome: PanelState, onFailure: PanelState): Promise<void> {
    writes.current += 1;
    writing.current += 1;
    setError(null);
    try {
      const value = await run();
      setDetail(value);
      setState(outcome);
      await refreshDraftDiffers();
    } catch (err) {
      setError(messageOf(err));
      setState(onFailure);
    } finally {
      writing.current -= 1;
    }
  }

  return {
    state,
    link,
    setLink,
    error,
    setError,
    detail,
    connect: (run: () => Promise<T>) => {
      setState('connecting');
      return write(run, 'connected', 'disconnected');
    },
    disconnect: (run: () => Promise<unknown>) =>
      write(
        async () => {
          await run();
          return null;
        },
        'disconnected',
        'connected',
      ),
  };
}

/** The frame both panels share: heading, link field, Connect/Disconnect (locked by the plan), state and error. */
function ConnectionPanel({
  name,
  heading,
  feature,
  linkLabel,
  placeholder,
  connection,
  canConnect,
  canEdit,
  allowed,
  onConnect,
  onDisconnect,
  stateTestId,
  missing,
  note,
  children,
}: {
  name: string;
  heading: string;
  feature: LockedControl;
  linkLabel: string;
  placeholder: string;
  connection: { state: PanelState; link: string; setLink: (link: string) => void; error: string | null };
  canConnect: boolean;
  canEdit: boolean;
  allowed: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
  stateTestId: string;
  /** Shown when the product has no item to store the connection on. */
  missing?: string;
  note?: ReactNode;
  children?: ReactNode;
}) {
  const { state, link, setLink, error } = connection;
  const button =
    state === 'connected' ? (
      <button type="button" className="btn btn-sm" disabled={!canEdit || !allowed} onClick={onDisconnect}>
        Disconnect
      </button>
    ) : (
      <button type="button" className="btn btn-primary btn-sm" disabled={!canEdit || !allowed || state === 'connecting' || !canConnect} onClick={onConnect}>
        {state === 'connecting' ? 'Connecting…' : 'Connect'}
      </button>
    );
  return (
    <section aria-label={name} className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
      <h3 className="font-semibold">{heading}</h3>
      {missing && <p className="text-sm">{missing}</p>}
      <div className="flex flex-wrap items-end gap-2">
        <Field label={linkLabel}>
          {(id) => (
            <input
              id={id}
              className="input input-sm w-80"
              placeholder={placeholder}
              readOnly={state !== 'disconnected'}
              value={link}
              onChange={(e) => setLink(e.target.value)}
            />
          )}
        </Field>
        {allowed ? button : <Locked tooltip={planLockTooltip(feature)}>{button}</Locked>}
      </div>
      <p className="text-sm" data-testid={stateTestId}>
        {state === 'connected' ? 'Connected' : state === 'connecting' ? 'Connecting' : 'Not connected'}
        {note}
      </p>
      {error && <Notice kind="error">{error}</Notice>}
      {state === 'connected' && children}
    </section>
  );
}

const hours = (h: number | null) => (h === null ? '—' : formatHours(h));

interface PanelProps {
  draft: Snapshot;
  productId: string;
  canEdit: boolean;
}

function BugBountyPanel({ draft, productId, canEdit }: PanelProps) {
  const item = hostItem(draft, productId, 'applicationSecurity', (i) => !!i.integrations.hackerone?.enabled, /bug bounty|hackerone/i);
  const saved = item?.integrations.hackerone;
  const allowed = planAllows(draft.plan, 'bugBounty');
  const connection = useConnection<BugBountyStats>({
    saved: !!saved?.enabled,
    savedLink: saved?.link ?? '',
    allowed,
    readLive: () => fetchBugBounty(productId),
  });
  const stats = connection.detail;

  function connect() {
    const link = connection.link.trim();
    if (!hackeroneHandle(link)) {
      connection.setError(HACKERONE_LINK_MESSAGE);
      return;
    }
    void connection.connect(async () => {
      const result = await connectHackerOne(link);
      await putDraftRecord('items', item!.itemUid, { ...item, integrations: { ...item!.integrations, hackerone: { allowed: true, enabled: true, link } } });
      return result;
    });
  }

  const disconnect = () =>
    void connection.disconnect(() =>
      putDraftRecord('items', item!.itemUid, {
        ...item,
        integrations: { ...item!.integrations, hackerone: { allowed: true, enabled: false, link: connection.link } },
      }),
    );

  return (
    <ConnectionPanel
      name="Bug bounty program"
      heading="Bug bounty program (HackerOne)"
      feature="bugBounty"
      linkLabel="HackerOne link"
      placeholder="https://hackerone.com/acme"
      connection={connection}
      canConnect={!!item}
      canEdit={canEdit}
      allowed={allowed}
      onConnect={connect}
      onDisconnect={disconnect}
      stateTestId="bug-bounty-state"
      missing={item ? undefined : 'Add an item to the App Security card to connect a program.'}
      note={item && <span className="text-base-content/60"> · shown on “{item.title}”</span>}
    >
      {stats && (
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
    </ConnectionPanel>
  );
}

function StatusPagePanel({ draft, productId, canEdit }: PanelProps) {
  const item = hostItem(draft, productId, 'infrastructure', (i) => !!i.integrations.statuspage?.showInCard, /status/i);
  const saved = item?.integrations.statuspage;
  const allowed = planAllows(draft.plan, 'statusPage');
  const connection = useConnection<{ indicator: StatusIndicator; description: string }>({
    saved: !!saved?.showInCard && !!saved.url,
    savedLink: saved?.url ?? '',
    allowed,
    readLive: () => fetchStatusPage(productId),
  });
  const status = connection.detail;

  function connect() {
    const url = connection.link.trim();
    void connection.connect(async () => {
      const result = await lookupStatusPage(url);
      await putDraftRecord('items', item!.itemUid, { ...item, integrations: { ...item!.integrations, statuspage: { allowed: true, showInCard: true, url } } });
      return { indicator: result.status, description: result.description };
    });
  }

  const disconnect = () =>
    void connection.disconnect(() =>
      putDraftRecord('items', item!.itemUid, {
        ...item,
        integrations: { ...item!.integrations, statuspage: { allowed: true, showInCard: false, url: connection.link } },
      }),
    );

  return (
    <ConnectionPanel
      name="Status page"
      heading="Status page (Statuspage)"
      feature="statusPage"
      linkLabel="Status page link"
      placeholder="https://status.example.com"
      connection={connection}
      canConnect={!!item && !!connection.link.trim()}
      canEdit={canEdit}
      allowed={allowed}
      onConnect={connect}
      onDisconnect={disconnect}
      stateTestId="status-page-state"
      missing={item ? undefined : 'Add an item to the Infrastructure card to connect a status page.'}
    >
      {status && (
        <p className="flex items-center gap-2 text-sm" data-indicator={status.indicator}>
          <span className={`inline-block h-3 w-3 rounded-full ${STATUS_INDICATOR_CLASSES[status.indicator]}`} aria-hidden="true" />
          <span>{STATUS_INDICATOR_LABELS[status.indicator]}</span>
          <span className="text-base-content/70">· {status.description}</span>
        </p>
      )}
    </ConnectionPanel>
  );
}

export function IntegrationsSettings({ draft, productId, canEdit }: PanelProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <BugBountyPanel key={`bb-${productId}`} draft={draft} productId={productId} canEdit={canEdit} />
      <StatusPagePanel key={`sp-${productId}`} draft={draft} productId={productId} canEdit={canEdit} />
    </div>
  );
}
