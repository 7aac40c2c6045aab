/**
 * One deploy in the Live site view: its commit, who published it, its state, the build's
 * progress (pages done of total) and each target's state. A failed target says why in words,
 * what is still live there, when the studio tries again by itself, and its output.
 */
import { useId } from 'react';
import { buttonClass } from '../StudioDialog.tsx';
import {
  duration,
  publisherName,
  shortCommit,
  STATE_LABELS,
  targetLabel,
  when,
} from './deploy-words.ts';
import type { DeployRow, DeployTargetRow, LiveHere } from './live-site-api.ts';

const STATE_CLASSES = {
  queued: 'bg-slate-100 text-slate-800',
  building: 'bg-amber-100 text-amber-900',
  deploying: 'bg-amber-100 text-amber-900',
  live: 'bg-green-100 text-green-900',
  replaced: 'bg-slate-100 text-slate-800',
  partly: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
} as const;

function StateBadge({ state }: { state: ShownState }) {
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATE_CLASSES[state]}`}>
      {STATE_LABELS[state]}
    </span>
  );
}

type ShownState = keyof typeof STATE_LABELS;

/** A target's state, where "live" means live there now: one a later deploy took over is replaced. */
function targetState(deploy: DeployRow, target: DeployTargetRow, live: LiveHere | undefined) {
  return target.state === 'live' && live?.deployId !== deploy.id ? 'replaced' : target.state;
}

/**
 * A deploy is live while one of its targets still serves it; one that failed on a target while
 * others serve it is partly live (a publisher reading "Failed" took the whole site for old).
 */
function deployState(deploy: DeployRow, live: Map<string, LiveHere>): ShownState {
  if (deploy.state !== 'live' && deploy.state !== 'failed') return deploy.state;
  const liveSomewhere = deploy.targets.some(
    (target) => targetState(deploy, target, live.get(target.target)) === 'live',
  );
  if (deploy.state === 'failed') return liveSomewhere ? 'partly' : 'failed';
  return liveSomewhere ? 'live' : 'replaced';
}

/** `target Command /srv/host.sh`, `targets Folder /srv/a and Command /srv/host.sh`. */
function newTargets(deploy: DeployRow): string {
  const labels = deploy.targets.map((target) => targetLabel(target.target));
  if (labels.length === 1) return `target ${labels[0]}`;
  return `targets ${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** What a failed target still serves: the version live there before, if any. */
function stillLive(deploy: DeployRow, live: LiveHere | undefined): string {
  if (!live || live.deployId === deploy.id) return 'Nothing was live there before.';
  return `The previous version (${shortCommit(live.commit)}, live since ${when(live.since)}) is still live there.`;
}

function TargetLine({
  deploy,
  target,
  live,
}: {
  deploy: DeployRow;
  target: DeployTargetRow;
  live: LiveHere | undefined;
}) {
  const state = targetState(deploy, target, live);
  return (
    <li className="py-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{targetLabel(target.target)}</span>
        <StateBadge state={state} />
        {state === 'live' && target.address && (
          <a className="text-brand-700 underline" href={target.address}>
            {target.address}
          </a>
        )}
      </div>
      {target.state === 'failed' && (
        <div className="mt-1 text-sm">
          <p>
            <strong>Why:</strong> {target.message}
          </p>
          <p>{stillLive(deploy, live)}</p>
          {target.nextRetryAt !== null && (
            <p>
              Tried {target.attempts} {target.attempts === 1 ? 'time' : 'times'}: the studio tries
              again by itself at {when(target.nextRetryAt)}.
            </p>
          )}
        </div>
      )}
      {target.output && (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer text-muted">Output</summary>
          <pre className="mt-1 max-h-48 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">
            {target.output}
          </pre>
        </details>
      )}
    </li>
  );
}

export function DeployCard({
  deploy,
  live,
  canRetry,
  busy,
  onRetry,
}: {
  deploy: DeployRow;
  live: Map<string, LiveHere>;
  /** Shown to publishers and admins, on the newest deploy when it failed. */
  canRetry: boolean;
  busy: boolean;
  onRetry: () => void;
}) {
  const headingId = useId();
  const progressId = useId();
  const building = deploy.state === 'building' && deploy.release === null;
  const took =
    deploy.state === 'live' && deploy.startedAt !== null && deploy.finishedAt !== null
      ? `, took ${duration(deploy.finishedAt - deploy.startedAt)}`
      : '';
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 p-3"
      data-deploy={deploy.id}
    >
      <h4 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold">
        <span>
          Deploy {deploy.id}: <span className="font-mono">{shortCommit(deploy.commit)}</span>
        </span>
        <StateBadge state={deployState(deploy, live)} />
      </h4>
      <p className="text-sm text-muted">
        {deploy.catchesUpDeploy === null
          ? `Published by ${publisherName(deploy.publishedByName)}`
          : `Put on the new ${newTargets(deploy)}, at the studio’s start`}
        {`, ${when(deploy.queuedAt)}`}
        {took}
      </p>
      {deploy.catchesUpDeploy !== null && (
        <p className="text-sm">
          The version of deploy {deploy.catchesUpDeploy}, live on the other targets
          {deploy.switchBack
            ? ': its kept release, handed out without a build.'
            : ', built again: its release is no longer kept.'}
        </p>
      )}
      {deploy.restoresDeploy !== null && (
        <p className="text-sm">
          Restores the version of deploy {deploy.restoresDeploy}
          {deploy.switchBack
            ? ': its kept release, switched back to without a build.'
            : ', built again with today’s date.'}
        </p>
      )}
      {building && (
        <div className="mt-2">
          <label htmlFor={progressId} className="text-sm">
            {deploy.pagesTotal > 0
              ? `Building: ${deploy.pagesDone} of ${deploy.pagesTotal} pages`
              : 'Building: getting ready'}
          </label>
          <progress
            id={progressId}
            className="block h-2 w-full accent-brand-700"
            max={Math.max(1, deploy.pagesTotal)}
            value={deploy.pagesTotal > 0 ? deploy.pagesDone : undefined}
          />
        </div>
      )}
      {deploy.state === 'failed' && deploy.message && (
        <p className="mt-1 text-sm">
          <strong>Why:</strong> {deploy.message}
        </p>
      )}
      {deploy.state === 'failed' && deploy.release === null && deploy.output && (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer text-muted">The build’s output</summary>
          <pre className="mt-1 max-h-48 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">
            {deploy.output}
          </pre>
        </details>
      )}
      <ul className="mt-2 divide-y divide-slate-100" aria-label="Targets">
        {deploy.targets.map((target) => (
          <TargetLine
            key={target.target}
            deploy={deploy}
            target={target}
            live={live.get(target.target)}
          />
        ))}
      </ul>
      {canRetry && deploy.state === 'failed' && (
        <button type="button" className={`${buttonClass} mt-2`} disabled={busy} onClick={onRetry}>
          Retry deploy {deploy.id}
        </button>
      )}
    </article>
  );
}
