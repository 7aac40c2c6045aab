/**
 * The pictures of the page being rendered, drawn from its content (src/drawings/draw-visual.ts):
 * given by the renderer (Page.tsx) to the blocks it renders, read by Visual.tsx. Given, not
 * imported, so the drawings' code stays out of the browser's island chunks: a built page's
 * picture is HTML only, and an island hydrated alone keeps it as the server drew it.
 */
import { createContext } from 'react';
import type { VisualName } from '../content/visuals.ts';
import type { DrawnVisual } from '../drawings/draw-visual.ts';

export type PagePictures = (name: VisualName) => DrawnVisual;

export const PagePictures = createContext<PagePictures | null>(null);
// Names the island memo's key (island-memo.ts) when a block island is rendered inside it.
PagePictures.displayName = 'PagePictures';
