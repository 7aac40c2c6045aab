/** How a draft's status reads to a person. */
import type { DraftSummary } from './team-api.ts';

export const STATUS_LABELS: Record<DraftSummary['status'], string> = {
  editing: 'Editing',
  'in-review': 'In review',
  'changes-requested': 'Changes requested',
  approved: 'Approved',
  'needs-update': 'Needs update',
  published: 'Published',
};
