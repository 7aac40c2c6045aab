/** The calls of "Needs attention": main's problems in words, and a fix opened as a new draft. */
import { apiRequest } from '../api.ts';
import type { AttentionItem, ProblemKey } from '../../team/server/attention.ts';
import type { DraftSummary } from '../../team/server/drafts-workflow.ts';

export type { AttentionItem };

const API = '/__studio/api/';

export const attentionList = () =>
  apiRequest<{ commit: string; items: AttentionItem[] }>(API + 'attention');

export const openFixDraft = (key: ProblemKey, answers: Record<string, string>) =>
  apiRequest<DraftSummary>(API + 'attention/fix', { method: 'POST', body: { ...key, answers } });
