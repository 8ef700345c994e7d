/**
 * Publishing state: the revision list, starting a publish or a rollback, and following the build by polling its
 * status every second until it is live or failed (the calls are in `api.ts`).
 */
import { atom } from 'nanostores';
import { messageOf } from '../../api.ts';
import {
  fetchPublishStatus,
  fetchRevisions,
  startPublish,
  startRollback,
  type PublishStatus,
  type PublishStep,
  type RevisionStatus,
  type RevisionsResponse,
} from './api.ts';

export type { PublishStatus, PublishStep, RevisionStatus, RevisionSummary, RevisionsResponse } from './api.ts';

/** What each step is called while it runs. */
export const STEP_LABELS: Record<PublishStep, string> = {
  freeze: 'Freezing revision',
  build: 'Building pages',
  index: 'Indexing search',
  swap: 'Going live',
  waiting: 'Waiting for the build…',
  deploying: 'Deploying…',
};

/**
 * The steps of a publish in order: built here (freeze → build → index → swap), or by a CI workflow through the
 * deploy hook (freeze → waiting for the build → deploying), which reports the revision live.
 */
export function publishSteps(step: PublishStep | undefined): PublishStep[] {
  return step === 'waiting' || step === 'deploying' ? ['freeze', 'waiting', 'deploying'] : ['freeze', 'build', 'index', 'swap'];
}

export const STATUS_LABELS: Record<RevisionStatus, string> = {
  building: 'Building',
  live: 'Live',
  failed: 'Failed',
  superseded: 'Superseded',
};

export const POLL_INTERVAL_MS = 1000;

export const $revisions = atom<RevisionsResponse | null>(null);
/** Why the revision list could not be loaded. */
export const $revisionsError = atom<string | null>(null);
export const $publishStatus = atom<PublishStatus>({ state: 'idle' });
/** Why a publish or rollback could not be started. */
export const $publishError = atom<string | null>(null);
/** The last step seen while a build ran in this session (to show where a failed build stopped). */
export const $lastStep = atom<PublishStep | null>(null);

export async function loadRevisions(): Promise<void> {
  try {
    $revisions.set(await fetchRevisions());
    $revisionsError.set(null);
  } catch (error) {
    $revisionsError.set(messageOf(error));
  }
}

let pollTimer: ReturnType<typeof setTimeout> | undefined;

function stopPolling(): void {
  if (pollTimer !== undefined) clearTimeout(pollTimer);
  pollTimer = undefined;
}

/** Reads the status once; keeps polling while a build runs, and reloads the revisions when it ends. */
export async function refreshPublishStatus(): Promise<void> {
  stopPolling();
  let status: PublishStatus;
  try {
    status = await fetchPublishStatus();
  } catch (error) {
    // A failed poll while building: try again rather than leaving the progress stuck.
    if ($publishStatus.get().state === 'building') pollTimer = setTimeout(() => void refreshPublishStatus(), POLL_INTERVAL_MS);
    else $publishError.set(messageOf(error));
    return;
  }
  const previous = $publishStatus.get().state;
  $publishStatus.set(status);
  if (status.state === 'building') $lastStep.set(status.step ?? $lastStep.get() ?? 'freeze');
  if (status.state === 'building') {
    pollTimer = setTimeout(() => void refreshPublishStatus(), POLL_INTERVAL_MS);
    if (previous !== 'building') void loadRevisions();
  } else if (previous === 'building') {
    await loadRevisions();
  }
}

async function start(send: () => Promise<{ revision: number }>): Promise<void> {
  $publishError.set(null);
  try {
    const { revision } = await send();
    $publishStatus.set({ state: 'building', step: 'freeze', revision });
    $lastStep.set('freeze');
  } catch (error) {
    $publishError.set(messageOf(error));
    return;
  }
  await loadRevisions();
  await refreshPublishStatus();
}

/** Publishes the draft as a new revision. */
export function publish(): Promise<void> {
  return start(startPublish);
}

/** Re-publishes an earlier revision. */
export function rollback(revision: number): Promise<void> {
  return start(() => startRollback(revision));
}

/** Stops polling (when the panel goes away). */
export function stopPublishWatch(): void {
  stopPolling();
}
