/**
 * What a reviewer reads of a draft: its status and author, each file it changes (a page with
 * its preview link and what changed in words, the site settings with the old addresses it
 * forwards), whether the live site moved underneath, overlapping drafts, and the reviews.
 */
import { siteFieldLabel } from '../form-view/SiteForm.tsx';
import { siteTime } from '../site-dates.ts';
import { STATUS_LABELS } from './status-labels.ts';
import { previewLink, type DraftDetail, type RedirectChange } from './team-api.ts';

/** A redirect the draft changes, as a reviewer reads it. */
function redirectLine({ from, to, was }: RedirectChange): string {
  if (to === null) return `${from} no longer leads to ${was}`;
  return was === undefined
    ? `${from} now leads to ${to}`
    : `${from} now leads to ${to}, not ${was}`;
}

/** The settings a draft changes, as the site form names them: "Contact, Hours and Footer". */
const settingsList = (names: readonly string[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(names.map(siteFieldLabel));

/** The site file's entry: the settings it changes, then what it does to the old addresses. */
function SiteFileChange({ file }: { file: DraftDetail['files'][number] }) {
  const changed = file.settings ? `: ${settingsList(file.settings)} changed` : '';
  if (!file.redirects) return <>{`Site settings (${file.path})${changed}`}</>;
  return (
    <>
      {`Site settings (${file.path})${changed}${changed ? ';' : ','} with the old addresses:`}
      <ul className="ml-4 list-disc">
        {file.redirects.map((redirect) => (
          <li key={redirect.from}>{redirectLine(redirect)}</li>
        ))}
      </ul>
    </>
  );
}

export function DraftFacts({ draft }: { draft: DraftDetail }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted">Status</dt>
      <dd>{STATUS_LABELS[draft.status]}</dd>
      <dt className="text-muted">Started by</dt>
      <dd>{draft.author?.name ?? 'unknown'}</dd>
      <dt className="text-muted">Changes</dt>
      <dd>
        {draft.files.length === 0 ? (
          'nothing saved yet'
        ) : (
          <ul>
            {draft.files.map((file) => (
              <li key={file.path}>
                {file.deleted ? (
                  `${file.route ?? file.path} (${file.movedTo ? `moved to ${file.movedTo}` : 'deleted'})`
                ) : file.route ? (
                  <>
                    <a
                      className="text-brand-700 underline"
                      href={previewLink(draft.id, file.route)}
                      target="_blank"
                      rel="noreferrer"
                    >
                      Preview {file.route}
                    </a>
                    {file.changes && (
                      <ul
                        aria-label={`What changed in ${file.route}`}
                        className="ml-4 list-disc text-xs break-words"
                      >
                        {file.changes.map((change, index) => (
                          <li key={index}>{change}</li>
                        ))}
                      </ul>
                    )}
                  </>
                ) : file.redirects || file.settings ? (
                  <SiteFileChange file={file} />
                ) : (
                  file.path
                )}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt className="text-muted">Live site</dt>
      <dd>
        {draft.status === 'published'
          ? 'has this draft’s changes: it is published'
          : !draft.main.moved
            ? 'unchanged since the draft started'
            : draft.main.conflicts.length > 0
              ? `changed the same files: ${draft.main.conflicts.join(', ')}`
              : 'changed since, without touching these files'}
      </dd>
      {draft.overlaps.length > 0 && (
        <>
          <dt className="text-muted">Also changed in</dt>
          <dd>
            {draft.overlaps.map((overlap) => (
              <p key={overlap.path}>
                {overlap.path}: {overlap.drafts.map((other) => `“${other.name}”`).join(', ')}
              </p>
            ))}
          </dd>
        </>
      )}
      {draft.approvals.length > 0 && (
        <>
          <dt className="text-muted">Reviews</dt>
          <dd>
            {draft.approvals.map((approval, index) => (
              <p key={index}>
                {approval.reviewer}:{' '}
                {approval.decision === 'approve' ? 'approved' : 'asked for changes'}
                {approval.comment ? ` — “${approval.comment}”` : ''} ({siteTime(approval.at)})
                {approval.current ? '' : ' (an earlier version)'}
              </p>
            ))}
          </dd>
        </>
      )}
    </dl>
  );
}
