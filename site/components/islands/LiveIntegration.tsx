/**
 * Live data of a product's integrations for visitors (admin spec §3, §4): the bug-bounty program's statistics or
 * the status page's indicator, read from the edge (`GET /api/integrations/hackerone?productId=&orgId=`,
 * `GET /api/integrations/statuspageio?productId=&orgId=`), which answers from the live revision's public view and
 * reuses answers for a few minutes. Hydrates when visible; shows nothing (an empty block) while loading, when the
 * integration is not connected, or when the service cannot be reached — the static page never depends on it.
 */
import { useEffect, useState } from 'react';
import { STATUS_INDICATOR_CLASSES, formatHours } from '../../lib/integration-display.ts';
import { loadPortalStyles } from '../../lib/portal-styles.ts';
import { formatDate } from '../../../content/dates.ts';
import type { BugBountyStats, ProductStatus } from '../../../content/contracts/integrations.ts';
import type { StatusIndicator } from '../../../content/integrations.ts';

export type LiveIntegrationProps = { orgId: string; productId: string } & (
  | { kind: 'bugBounty' }
  | {
      kind: 'statusPage';
      /** The item the status page is connected to (a product may connect several). */
      itemUid: string;
      /** Shown prominently, once per product: the item's title names the status (e.g. "Service status"). */
      title?: string;
      /** The status page (a link to it). */
      pageUrl: string;
      /** Names of the indicator states (`STATUS_INDICATOR_LABELS`). */
      labels: Record<StatusIndicator, string>;
    }
);

const ENDPOINTS = { bugBounty: 'hackerone', statusPage: 'statuspageio' } as const;

export default function LiveIntegration(props: LiveIntegrationProps) {
  const { orgId, productId, kind } = props;
  const itemUid = props.kind === 'statusPage' ? props.itemUid : '';
  const [data, setData] = useState<BugBountyStats | ProductStatus | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ productId, orgId, ...(itemUid ? { itemUid } : {}) });
    const answer = fetch(`/api/integrations/${ENDPOINTS[kind]}?${query}`, { headers: { accept: 'application/json' }, signal: controller.signal }).then(
      (response) => (response.ok ? response.json() : null),
    );
    // What it shows is not in the static page: its rules are in the portal's whole stylesheet.
    Promise.all([answer, loadPortalStyles()])
      .then(([body]) => setData((body as BugBountyStats | ProductStatus | null) ?? null))
      .catch(() => setData(null));
    return () => controller.abort();
  }, [orgId, productId, kind, itemUid]);

  // An empty block while loading or hidden: `client:visible` watches the island's rendered element.
  const empty = <div data-live-integration={kind} />;
  if (!data) return empty;

  if (props.kind === 'statusPage') {
    const status = data as ProductStatus;
    if (!(status.indicator in STATUS_INDICATOR_CLASSES)) return empty;
    if (props.title) {
      return (
        <section
          className="alert alert-soft flex flex-wrap items-center gap-3 border border-base-300 bg-base-100"
          aria-label={props.title}
          data-indicator={status.indicator}
          data-status-item={itemUid}
        >
          <span className={`inline-block size-3 shrink-0 rounded-full ${STATUS_INDICATOR_CLASSES[status.indicator]}`} aria-hidden="true" />
          <span className="font-semibold">{props.title}</span>
          <a className="link link-hover font-medium" href={props.pageUrl} rel="noopener">
            {props.labels[status.indicator]}
          </a>
          {status.description && <span className="opacity-70">{status.description}</span>}
        </section>
      );
    }
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm" data-indicator={status.indicator} data-status-item={itemUid}>
        <span className={`inline-block size-3 rounded-full ${STATUS_INDICATOR_CLASSES[status.indicator]}`} aria-hidden="true" />
        <a className="link link-hover font-medium" href={props.pageUrl} rel="noopener">
          {props.labels[status.indicator]}
        </a>
        {status.description && <span className="opacity-70">· {status.description}</span>}
      </p>
    );
  }

  const stats = data as BugBountyStats;
  if (!stats.programStatistics || !stats.responseEfficiency) return empty;
  const { reportsResolved, lastReportedResolved } = stats.programStatistics;
  const { averageTimeToFirstResponse, averageTimeToTriage, averageBounty } = stats.responseEfficiency;
  return (
    <section className="rounded-box bg-base-200 p-3 text-sm" aria-label="Bug bounty program">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="opacity-70">Reports resolved</dt>
        <dd>{reportsResolved}</dd>
        {lastReportedResolved && (
          <>
            <dt className="opacity-70">Last report resolved</dt>
            <dd>{formatDate(new Date(lastReportedResolved))}</dd>
          </>
        )}
        {averageTimeToFirstResponse !== null && (
          <>
            <dt className="opacity-70">Average time to first response</dt>
            <dd>{formatHours(averageTimeToFirstResponse)}</dd>
          </>
        )}
        {averageTimeToTriage !== null && (
          <>
            <dt className="opacity-70">Average time to triage</dt>
            <dd>{formatHours(averageTimeToTriage)}</dd>
          </>
        )}
        {averageBounty && (
          <>
            <dt className="opacity-70">Average bounty</dt>
            <dd>
              {averageBounty.lower}–{averageBounty.upper} {averageBounty.currency}
            </dd>
          </>
        )}
      </dl>
      {stats.url && /^https:\/\//.test(stats.url) && (
        <a className="link link-primary mt-2 inline-block" href={stats.url} rel="noopener">
          {stats.name ? `${stats.name} on HackerOne` : 'View the program on HackerOne'}
        </a>
      )}
    </section>
  );
}
