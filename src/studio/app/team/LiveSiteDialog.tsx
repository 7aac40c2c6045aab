/**
 * The Live site view, for everyone signed in: what is live now on each target and since when
 * (its address, commit, who published it, how long it took), and the latest deploys with their
 * state, and what waits on main without a deploy (MainWaiting.tsx). It asks again every 1.5 s
 * while a deploy is queued or building, so a publisher watches their publish go live; a failed
 * deploy says why, and publishers retry it from here. Below, the earlier versions, which
 * publishers restore from here (ReleaseList.tsx).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { StudioDialog } from '../StudioDialog.tsx';
import { DailyRebuild } from './DailyRebuild.tsx';
import { DeployCard } from './DeployCard.tsx';
import { duration, publisherName, shortCommit, targetLabel, when } from './deploy-words.ts';
import {
  readDeploys,
  readReleases,
  retryDeploy,
  type DeploysAnswer,
  type LiveHere,
  type ReleaseEntry,
} from './live-site-api.ts';
import { MainWaiting } from './MainWaiting.tsx';
import { ReleaseList } from './ReleaseList.tsx';
import type { Action } from './team-api.ts';

/** How often the view asks while something is under way, and while a retry is waiting. */
const BUSY_POLL_MS = 1500;
const WAITING_POLL_MS = 15_000;

function LiveNow({
  name,
  live,
  behind,
}: {
  name: string;
  live: LiveHere | null;
  /** The newest deploy failed here: what is live is an earlier version. */
  behind: boolean;
}) {
  return (
    <li className="py-2">
      <p className="font-medium">{targetLabel(name)}</p>
      {live ? (
        <p className="text-sm">
          {live.address && (
            <>
              <a className="text-brand-700 underline" href={live.address}>
                {live.address}
              </a>{' '}
              ·{' '}
            </>
          )}
          <span className="font-mono">{shortCommit(live.commit)}</span>, published by{' '}
          {publisherName(live.publishedByName)}, live since {when(live.since)}
          {live.tookMs !== null && ` (took ${duration(live.tookMs)})`}
          {behind && '. The newest deploy failed here: see below.'}
        </p>
      ) : (
        <p className="text-sm text-muted">Nothing is live here yet.</p>
      )}
    </li>
  );
}

/**
 * What the live region says: the deploy under way, in one sentence (or nothing). The share
 * built is said in tens of percent, so a screen reader is not told every page.
 */
function progressSentence(view: DeploysAnswer | null): string {
  const current = view?.deploys.find((d) => d.state === 'building' || d.state === 'queued');
  if (!current) return '';
  if (current.state === 'queued') return `Deploy ${current.id} is queued.`;
  if (current.release === null) {
    return current.pagesTotal > 0
      ? `Deploy ${current.id}: building, ${Math.floor((current.pagesDone / current.pagesTotal) * 10) * 10}% of ${current.pagesTotal} pages.`
      : `Deploy ${current.id}: building.`;
  }
  return `Deploy ${current.id}: built, going live on its targets.`;
}

export function LiveSiteDialog({ allowed, onClose }: { allowed: Action[]; onClose: () => void }) {
  const [view, setView] = useState<DeploysAnswer | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [releases, setReleases] = useState<ReleaseEntry[] | null>(null);
  const canRetry = allowed.includes('deploys.retry');
  const canRestore = allowed.includes('deploys.rollback');
  const liveNowId = useId();
  const deploysId = useId();

  const load = useCallback(
    () =>
      readDeploys().then(
        (read) => setView(read),
        (error: Error) => setMessage(error.message),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  // The earlier versions, read again whenever another deploy has gone live.
  const liveIds = (view?.deploys ?? [])
    .filter((deploy) => deploy.state === 'live')
    .map((deploy) => deploy.id)
    .join();
  useEffect(() => {
    if (view === null || !view.configured) return;
    void readReleases().then(setReleases, (error: Error) => setMessage(error.message));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids say when to read again
  }, [liveIds, view === null]);

  // Asked again while a deploy is under way (or a retry waits), never after the view closes.
  const underWay = view?.deploys.some((d) => d.state === 'queued' || d.state === 'building');
  const waiting = view?.deploys.some((d) => d.targets.some((t) => t.nextRetryAt !== null));
  useEffect(() => {
    if (!underWay && !waiting) return;
    const timer = window.setTimeout(() => void load(), underWay ? BUSY_POLL_MS : WAITING_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [view, underWay, waiting, load]);

  const retry = async (id: number) => {
    setBusy(true);
    setMessage('');
    try {
      await retryDeploy(id);
      setMessage(`Deploy ${id} is queued again.`);
      await load();
    } catch (error) {
      setMessage((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const live = new Map(
    (view?.targets ?? []).flatMap((t) => (t.live ? [[t.name, t.live] as const] : [])),
  );
  const newest = view?.deploys[0];

  return (
    <StudioDialog title="Live site" onClose={onClose} wide>
      {view === null && !message && <p className="mt-2 text-sm text-muted">Reading…</p>}
      {view && !view.configured && (
        <p className="mt-2 text-sm">
          No live site is set up: publishing puts changes on the main branch in Git only, and the
          site changes when your host builds it from there. An admin can make the studio serve or
          deploy the site (docs/team-studio.md).
        </p>
      )}
      {view && view.configured && (
        <>
          <section aria-labelledby={liveNowId} className="mt-3">
            <h3 id={liveNowId} className="font-semibold">
              Live now
            </h3>
            <ul className="divide-y divide-slate-100">
              {view.targets.map((target) => (
                <LiveNow
                  key={target.name}
                  name={target.name}
                  live={target.live}
                  behind={newest?.targets.find((t) => t.target === target.name)?.state === 'failed'}
                />
              ))}
            </ul>
          </section>
          <MainWaiting
            canPutLive={allowed.includes('deploys.main')}
            newestDeploy={newest?.id ?? null}
            onMessage={setMessage}
            onQueued={() => void load()}
          />
          <DailyRebuild canSet={allowed.includes('site.rebuild-time')} onMessage={setMessage} />
          <section aria-labelledby={deploysId} className="mt-4">
            <h3 id={deploysId} className="font-semibold">
              Deploys, newest first
            </h3>
            {view.deploys.length === 0 && (
              <p className="text-sm text-muted">Nothing was published since the studio started.</p>
            )}
            <div className="mt-2 flex flex-col gap-2">
              {view.deploys.map((deploy) => (
                <DeployCard
                  key={deploy.id}
                  deploy={deploy}
                  live={live}
                  canRetry={canRetry && deploy.id === newest?.id}
                  busy={busy}
                  onRetry={() => void retry(deploy.id)}
                />
              ))}
            </div>
          </section>
          {releases && (
            <ReleaseList
              releases={releases}
              liveDeployId={view.targets[0]?.live?.deployId ?? null}
              canRestore={canRestore}
              onRestored={(sentence) => {
                setMessage(sentence);
                void load();
              }}
            />
          )}
        </>
      )}
      <p role="status" className="mt-2 text-sm">
        {progressSentence(view)} {message}
      </p>
    </StudioDialog>
  );
}
