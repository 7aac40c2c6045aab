/**
 * A remote whose `pre-receive` hook refuses pushes: publishing reports the remote's own words,
 * and nothing is lost (the remote's main and the draft stay as they were); saves still land in
 * the studio's clone, and the failed backup push is reported, not thrown.
 */
import { describe, expect, it } from 'vitest';
import { installHook, refOf } from '../../../../support/bare-repo.ts';
import { draftWithTwoEditors, publishRequest, recordingValidator } from './publish-flow.ts';
import { bareRemote, openStudio, GIT_TIMEOUT } from './studio-repo.ts';

describe('a remote that refuses pushes', GIT_TIMEOUT, () => {
  it('returns "rejected" with the hook\'s message and loses nothing', async () => {
    const remote = bareRemote();
    installHook(
      remote.path,
      'pre-receive',
      '#!/bin/sh\necho "main is frozen until Monday: ask the release team" >&2\nexit 1\n',
    );
    const { repo, backgroundErrors } = await openStudio(remote.path);
    const draft = await draftWithTwoEditors(repo);
    const { validate, seen } = recordingValidator();

    const result = await repo.publishDraft(publishRequest(draft.branch, draft.head, validate));

    expect(result).toEqual({
      kind: 'rejected',
      message:
        'main is frozen until Monday: ask the release team\n[remote rejected] (pre-receive hook declined)',
    });
    expect(seen).toHaveLength(1);
    expect(refOf(remote.path, 'refs/heads/main')).toBe(draft.base);
    expect(await repo.resolveRef(draft.branch)).toBe(draft.head);
    expect(await repo.resolveRef('main')).toBe(draft.base);
    // The backups of the draft were refused too: reported, while the saves stand.
    await repo.backupsSettled();
    expect(backgroundErrors.length).toBeGreaterThan(0);
    expect(backgroundErrors[0]).toMatchObject({ name: 'PushRejectedError', reason: 'refused' });
  });
});
