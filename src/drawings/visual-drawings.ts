/**
 * One drawing per registered visual (src/content/visuals.ts), from the parts in svg-kit.ts, in
 * four files by the pages they serve. Typed as a record over the registry, so a visual cannot be
 * registered without a drawing.
 */
import type { VisualName } from '../content/visuals.ts';
import { companyDrawings } from './company-drawings.ts';
import { leadDrawings } from './lead-drawings.ts';
import { marketDrawings } from './market-drawings.ts';
import { programDrawings } from './program-drawings.ts';

export const drawings: Record<VisualName, () => string> = {
  ...leadDrawings,
  ...marketDrawings,
  ...programDrawings,
  ...companyDrawings,
};
