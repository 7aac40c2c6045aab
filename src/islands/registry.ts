/**
 * The kinds of island (src/islands/Island.tsx): the code each one wakes with. The one place to
 * add an interactive part that pages hydrate on their own; when an island wakes is written on it
 * by the server (`data-island-wake`: blocks say it in their definitions). Nothing here imports
 * React: the islands runtime reads this table before any island has woken.
 */
import type { ComponentType } from 'react';

// Every block's component, each its own chunk: a block island loads only its own.
const blockComponents = import.meta.glob<{ default: ComponentType<never> }>(
  '../../blocks/*/Component.tsx',
);

export type IslandLoader = (props: Record<string, unknown>) => Promise<ComponentType<never>>;

export const islandKinds = {
  header: () => import('../layout/Header.tsx').then((module) => module.Header),
  footer: () => import('../layout/Footer.tsx').then((module) => module.Footer),
  block: async (props) => {
    const load = blockComponents[`../../blocks/${String(props.type)}/Component.tsx`];
    if (!load) throw new Error(`No component for block type "${String(props.type)}"`);
    return (await load()).default;
  },
} satisfies Record<string, IslandLoader>;

export type IslandName = keyof typeof islandKinds;
