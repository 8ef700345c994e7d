/**
 * The staff analytics dashboard (issue 8 "Analytics for staff"): views over time (line chart), top items (bar
 * chart), views and downloads per account, searches without results, top searches and search count, share choices, subscribe
 * results and access requests, for the last 7, 30 or 90 days and one product or all. Every chart has a table with
 * its numbers. The events are first-party: recorded by the organisation's own edge, without cookies.
 */
import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import { $draft } from '../../stores/draft.ts';
import { ProductSelect } from '../../ui/form.tsx';
import { Loading, useLoad } from '../../ui/load.tsx';
import { TableHead } from '../../ui/Table.tsx';
import { RANGE_DAYS, fetchAnalytics, formatDuration, rangeOf, type RangeDays, type ViewCounts } from './api.ts';
import { ChartCanvas, type ChartSeries } from './ChartCanvas.tsx';
import { formatDayOfMonth } from '../../../content/dates.ts';

const COLORS = { itemViews: '#4f46e5', documentViews: '#0891b2', documentDownloads: '#d97706' };
const SHARE_LABELS = { copy: 'Copy link', linkedin: 'LinkedIn', email: 'Email' } as const;
const VIEW_COLUMNS = ['Item views', 'Document views', 'Downloads'];
const viewValues = (c: ViewCounts) => [c.itemViews, c.documentViews, c.documentDownloads];

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-box border border-base-300 px-4 py-3">
      <dt className="text-sm opacity-70">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
    </div>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="text-sm opacity-70">{children}</p>;
}

export function AnalyticsPanel() {
  const headingId = useId();
  const draft = useStore($draft);
  const [days, setDays] = useState<RangeDays>(30);
  const [productId, setProductId] = useState('');
  // Read again for each range and product chosen (the key), and on Refresh.
  const { data: report, error, loading, reload: load } = useLoad(() => fetchAnalytics(rangeOf(days), productId || undefined), `${days}:${productId}`);

  const overTime = useMemo(() => {
    const rows = report?.viewsOverTime ?? [];
    const labels = rows.map((r) => formatDayOfMonth(Date.parse(`${r.day}T00:00:00Z`)));
    const series: ChartSeries[] = [
      { label: 'Item views', data: rows.map((r) => r.itemViews), color: COLORS.itemViews },
      // Distinct colours, dashes and markers: equal counts would otherwise draw one line over another.
      { label: 'Document views', data: rows.map((r) => r.documentViews), color: COLORS.documentViews, dash: [2, 3], marker: 'rect' },
      { label: 'Downloads', data: rows.map((r) => r.documentDownloads), color: COLORS.documentDownloads, dash: [8, 5], marker: 'triangle' },
    ];
    return { labels, series };
  }, [report]);

  const top = useMemo(() => {
    const items = report?.topItems ?? [];
    return { labels: items.map((i) => i.title), series: [{ label: 'Views', data: items.map((i) => i.views), color: COLORS.itemViews }] as ChartSeries[] };
  }, [report]);

  const products = draft?.products ?? [];
  const t = report?.totals;

  return (
    <section aria-labelledby={headingId} className="card bg-base-100 shadow-sm">
      <div className="card-body gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="card-title">
            Analytics
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <fieldset aria-label="Date range" className="join">
              {RANGE_DAYS.map((d) => (
                <button
                  key={d}
                  type="button"
                  aria-pressed={days === d}
                  className={`btn btn-sm join-item ${days === d ? 'btn-active' : ''}`}
                  onClick={() => setDays(d)}
                >
                  {`Last ${d} days`}
                </button>
              ))}
            </fieldset>
            {products.length > 1 && <ProductSelect label="Product" inline products={products} value={productId} onChange={setProductId} empty="All products" />}
            <button type="button" className="btn btn-sm btn-ghost" disabled={loading} onClick={() => void load()}>
              Refresh
            </button>
          </div>
        </div>
        <p className="text-xs opacity-70">First-party events recorded by your trust center itself: no cookies, no third parties, no IP addresses.</p>

        {error && (
          <div role="alert" className="alert alert-error">
            <span>{error}</span>
          </div>
        )}
        {!report && !error && <Loading />}

        {report && t && (
          <>
            <dl aria-label="Totals" className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <Stat label="Item views" value={t.itemViews} />
              <Stat label="Document views" value={t.documentViews} />
              <Stat label="Downloads" value={t.documentDownloads} />
              <Stat label="Searches" value={t.searches} />
              <Stat label="Searches without results" value={t.searchesWithoutResults} />
              <Stat label="Shares" value={t.shares} />
              <Stat label="Subscriptions" value={`${t.subscribeSuccesses} ok · ${t.subscribeFailures} failed`} />
              <Stat label="Access requests" value={t.accessRequests} />
            </dl>

            <div>
              <h3 className="mb-2 font-medium">Views over time</h3>
              <ChartCanvas
                type="line"
                labels={overTime.labels}
                series={overTime.series}
                summary={`Views over time, ${report.range.from} to ${report.range.to}: ${t.itemViews} item views, ${t.documentViews} document views, ${t.documentDownloads} downloads`}
              />
              <details className="mt-2">
                <summary className="cursor-pointer text-sm">Views per day as a table</summary>
                <DataTable
                  label="Views per day"
                  className="table table-xs"
                  columns={['Day', ...VIEW_COLUMNS]}
                  rows={report.viewsOverTime.map((r) => ({ key: r.day, name: r.day, values: viewValues(r) }))}
                  rowHeaderClass=""
                />
              </details>
            </div>

            <div className="grid gap-6 lg:grid-cols-2">
              <div>
                <h3 className="mb-2 font-medium">Top items</h3>
                {report.topItems.length === 0 ? (
                  <Empty>No item was viewed in this period.</Empty>
                ) : (
                  <>
                    <ChartCanvas
                      type="bar"
                      horizontal
                      labels={top.labels}
                      series={top.series}
                      summary={`Top items: ${report.topItems.map((i) => `${i.title} ${i.views}`).join(', ')}`}
                    />
                    <DataTable
                      label="Top items"
                      className="table table-sm mt-2"
                      columns={['Item', 'Views', 'Average time']}
                      rows={report.topItems.map((i) => ({ key: i.itemUid, name: i.title, values: [i.views, formatDuration(i.averageDurationMs)] }))}
                    />
                  </>
                )}
              </div>

              <div>
                <h3 className="mb-2 font-medium">Views and downloads per account</h3>
                <DataTable
                  label="Views and downloads per account"
                  columns={['Account', ...VIEW_COLUMNS]}
                  rows={[
                    ...report.accounts.map((a) => ({ key: a.accountId, name: a.accountName, values: viewValues(a) })),
                    { key: 'anonymous', name: 'Anonymous visitors', values: viewValues(report.anonymous), rowHeaderClass: 'font-normal italic' },
                  ]}
                />
              </div>

              <div>
                <h3 className="mb-2 font-medium">Searches without results</h3>
                <TermTable label="Searches without results" rows={report.searchesWithoutResults} empty="Every search found something." />
                <h3 className="mt-4 mb-2 font-medium">Top searches</h3>
                <TermTable label="Top searches" rows={report.topSearches} empty="Nobody searched in this period." />
              </div>

              <div className="flex flex-col gap-4">
                <div>
                  <h3 className="mb-2 font-medium">Share choices</h3>
                  <DataTable label="Share choices" rows={report.shares.map((x) => ({ key: x.channel, name: SHARE_LABELS[x.channel], values: [x.count] }))} />
                </div>
                <div>
                  <h3 className="mb-2 font-medium">Subscriptions and access requests</h3>
                  <DataTable
                    label="Subscriptions and access requests"
                    rows={[
                      ['Subscribed', report.subscribes.success],
                      ['Subscribe failed', report.subscribes.failure],
                      ['Access requests pending', report.accessRequests.pending],
                      ['Access requests approved', report.accessRequests.approved],
                      ['Access requests declined', report.accessRequests.declined],
                    ].map(([name, count]) => ({ key: String(name), name: String(name), values: [count!] }))}
                  />
                </div>
              </div>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** Search terms with their counts, or `empty` when there are none. */
function TermTable({ label, rows, empty }: { label: string; rows: { term: string; count: number }[]; empty: string }) {
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <DataTable
      label={label}
      columns={['Term', 'Searches']}
      rows={rows.map((r) => ({ key: r.term, name: r.term, values: [r.count], rowHeaderClass: 'font-normal break-all' }))}
    />
  );
}

interface DataRow {
  key: string;
  /** The row's header cell. */
  name: string;
  values: (string | number)[];
  rowHeaderClass?: string;
}

/** A labelled table: one row header and its numbers per row, under optional column headings. */
function DataTable({
  label,
  columns,
  rows,
  className = 'table table-sm',
  rowHeaderClass = 'font-normal',
}: {
  label: string;
  columns?: string[];
  rows: DataRow[];
  className?: string;
  rowHeaderClass?: string;
}) {
  return (
    <table className={className} aria-label={label}>
      {columns && <TableHead columns={columns} />}
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={row.rowHeaderClass ?? rowHeaderClass}>
              {row.name}
            </th>
            {row.values.map((value, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, under columns that never move
              <td key={i}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
