/**
 * A named visual drawn from its page (src/content/visuals.ts names them): what the renderer
 * puts beside a hero, in the build's prerender and in the studio's preview alike.
 */
import { visuals, type VisualName } from '../content/visuals.ts';
import type { PageData } from '../project/page-schema.ts';
import { drawings, drawnLabels } from './visual-drawings.ts';

export interface DrawnVisual {
  /** What a screen reader hears in the picture's place. */
  label: string;
  /** The SVG markup inside the picture's `<svg>`. */
  markup: string;
}

export function drawVisual(name: VisualName, page: PageData): DrawnVisual {
  return { label: drawnLabels[name]?.(page) ?? visuals[name], markup: drawings[name](page) };
}
