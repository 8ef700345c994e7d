import { useStore } from '@nanostores/react';
import { ERRORS } from '../../../content/errors.ts';
import {
  $lastStep,
  $publishError,
  $publishStatus,
  $revisions,
  $revisionsError,
  STATUS_LABELS,
  STEP_LABELS,
  publish,
  publishSteps,
  rollback,
  type PublishStatus,
  type PublishStep,
} from './store.ts';
import { formatDateTime } from '../../../content/dates.ts';
import { ScrollRegion, TableHead } from '../../ui/Table.tsx';

/** The draft preview (`site/pages/admin/preview.astro`): `publicView(draft)` as visitors will see it. */
export const PREVIEW_PATH = '/admin/preview';

function formatDate(ms: number): string {
  return Number.isFinite(ms) ? formatDateTime(ms) : '';
}

/** What the current or last publish is doing. */
function PublishProgress({ status }: { status: PublishStatus }) {
  if (status.state === 'building') {
    return (
      <div role="status" className="flex items-center gap-2">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        {status.revision !== undefined && <span className="text-base-content/70">Revision {status.revision}:</span>}
        <span>{STEP_LABELS[status.step ?? 'freeze']}</span>
      </div>
    );
  }
  if (status.state === 'live' && status.revision !== undefined) {
    return (
      <div role="status" className="alert alert-success">
        <span>Revision {status.revision} is live</span>
      </div>
    );
  }
  if (status.state === 'failed') {
    return (
      <div role="alert" className="alert alert-error flex flex-col items-start gap-1">
        <span className="font-semibold">{ERRORS.BUILD_FAILED.message}</span>
        {status.error && <pre className="whitespace-pre-wrap text-sm">{status.error}</pre>}
        {status.log && (
          <details className="w-full">
            <summary className="cursor-pointer">Build log</summary>
            <ScrollRegion label="Build log" className="max-h-80 overflow-auto">
              <pre className="whitespace-pre-wrap text-xs">{status.log}</pre>
            </ScrollRegion>
          </details>
        )}
      </div>
    );
  }
  return null;
}

/** A step's time as shown beside it: ` (1.2 s)`, or nothing when unknown. */
function seconds(ms: number | undefined): string {
  return ms === undefined ? '' : ` (${(ms / 1000).toFixed(1)} s)`;
}

/**
 * The build steps of the publish started in this session: done steps filled, the running one current, and the
 * step a failed build stopped at in red.
 */
function PublishSteps({ status, lastStep }: { status: PublishStatus; lastStep: PublishStep | null }) {
  if (!lastStep || status.state === 'idle') return null;
  const current = status.state === 'building' ? (status.step ?? lastStep) : lastStep;
  const steps = publishSteps(current);
  const at = steps.indexOf(current);
  return (
    <ul className="steps w-full max-w-2xl" aria-label="Publish progress">
      {steps.map((step, index) => {
        const done = status.state === 'live' || index < at;
        const failed = status.state === 'failed' && index === at;
        const running = status.state === 'building' && index === at;
        return (
          <li
            key={step}
            className={`step ${failed ? 'step-error' : done || running ? 'step-primary' : ''}`}
            aria-current={running ? 'step' : undefined}
            data-state={failed ? 'failed' : done ? 'done' : running ? 'running' : 'pending'}
          >
            {STEP_LABELS[step]}
            {seconds(status.phases?.find((phase) => phase.step === step)?.ms)}
          </li>
        );
      })}
    </ul>
  );
}

/** Draft-vs-live indicator, the Publish button with its progress, and the revision history with rollback. */
export function PublishingPanel({ canPublish }: { canPublish: boolean }) {
  const revisions = useStore($revisions);
  const revisionsError = useStore($revisionsError);
  const status = useStore($publishStatus);
  const publishError = useStore($publishError);
  const lastStep = useStore($lastStep);
  const building = status.state === 'building';

  return (
    <section aria-labelledby="publishing-heading" className="card bg-base-100 shadow">
      <div className="card-body gap-4">
        <h2 id="publishing-heading" className="card-title">
          Publishing
        </h2>

        {revisions && (
          <p className="flex items-center gap-2" data-testid="draft-state">
            <span className={`status status-lg ${revisions.draftChanged ? 'status-warning' : 'status-success'}`} aria-hidden="true" />
            <span>{revisions.draftChanged ? 'Draft has unpublished changes' : 'Draft matches the live site'}</span>
          </p>
        )}

        <div className="flex flex-wrap items-center gap-4">
          <button type="button" className="btn btn-primary" disabled={!canPublish || building} onClick={() => void publish()}>
            Publish
          </button>
          <a className="btn btn-outline" href={PREVIEW_PATH} target="_blank" rel="noopener">
            Preview draft
          </a>
          {!canPublish && <span className="text-sm text-base-content/70">Your role cannot publish.</span>}
          <PublishProgress status={status} />
        </div>
        <PublishSteps status={status} lastStep={lastStep} />
        {publishError && (
          <p role="alert" className="text-error">
            {publishError}
          </p>
        )}

        <h3 className="font-semibold">Revisions</h3>
        {revisionsError && (
          <p role="alert" className="text-error">
            {revisionsError}
          </p>
        )}
        {revisions && revisions.revisions.length === 0 && <p>Nothing has been published yet.</p>}
        {revisions && revisions.revisions.length > 0 && (
          <ScrollRegion label="Revisions table" className="overflow-x-auto">
            <table className="table">
              <TableHead columns={['Revision', 'Published at', 'By', 'Status', { hidden: 'Actions' }]} />
              <tbody>
                {revisions.revisions.map((revision) => (
                  <tr key={revision.number}>
                    <td>
                      {revision.number}
                      {revision.note && <div className="text-xs opacity-70">{revision.note}</div>}
                    </td>
                    <td>{formatDate(revision.createdAt)}</td>
                    <td>{revision.createdBy ?? ''}</td>
                    <td>
                      <span title={revision.error ?? undefined}>{STATUS_LABELS[revision.status] ?? revision.status}</span>
                    </td>
                    <td>
                      {/* Only a revision that was live once can be rolled back to; a failed one never was. */}
                      {revision.status === 'superseded' && (
                        <button type="button" className="btn btn-sm" disabled={!canPublish || building} onClick={() => void rollback(revision.number)}>
                          Roll back to this revision<span className="sr-only"> (revision {revision.number})</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </div>
    </section>
  );
}
