/**
 * One drawing per registered visual (src/content/visuals.ts), from the parts in svg-kit.ts, in
 * four files by the pages they serve. Typed as a record over the registry, so a visual cannot be
 * registered without a drawing.
 */
import type { VisualName } from '../content/visuals.ts';
import type { PageData } from '../project/page-schema.ts';
import { companyDrawings } from './company-drawings.ts';
import type { Drawing } from './drawing-frame.ts';
import { leadDrawings } from './lead-drawings.ts';
import { marketDrawings, marketLabels } from './market-drawings.ts';
import { programDrawings } from './program-drawings.ts';

export const drawings: Record<VisualName, Drawing> = {
  ...leadDrawings,
  ...marketDrawings,
  ...programDrawings,
  ...companyDrawings,
};

/** The labels that name what the page holds (a plan's price); the rest are the registry's. */
export const drawnLabels: Partial<Record<VisualName, (page: PageData) => string>> = {
  ...marketLabels,
};
