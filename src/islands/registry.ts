/**
 * The kinds of island (src/islands/Island.tsx): what each one's code is and when it wakes. The
 * one place to add an interactive part that pages hydrate on their own. Nothing here imports
 * React: the islands runtime reads this table before any island has woken.
 *
 * - `interaction`: when the pointer comes over it, it takes focus or a touch, or a key is pressed
 *   in it (header menus, modal buttons, disclosures); a click that comes before it is awake is
 *   replayed once it is.
 * - `visible`: when it scrolls into view (forms to type in, lists whose filters read the URL).
 */
import type { ComponentType } from 'react';
import { blockWake, type Wake } from './block-wake.ts';

export type { Wake };

// Every block's component, each its own chunk: a block island loads only its own.
const blockComponents = import.meta.glob<{ default: ComponentType<never> }>(
  '../../blocks/*/Component.tsx',
);

export interface IslandKind {
  load: (props: Record<string, unknown>) => Promise<ComponentType<never>>;
  wake: (props: Record<string, unknown>) => Wake;
}

export const islandKinds = {
  header: {
    load: () => import('../layout/Header.tsx').then((module) => module.Header),
    wake: () => 'interaction',
  },
  footer: {
    load: () => import('../layout/Footer.tsx').then((module) => module.Footer),
    wake: () => 'interaction',
  },
  block: {
    load: async (props) => {
      const load = blockComponents[`../../blocks/${String(props.type)}/Component.tsx`];
      if (!load) throw new Error(`No component for block type "${String(props.type)}"`);
      return (await load()).default;
    },
    wake: (props) => blockWake(props as { type: string }) ?? 'interaction',
  },
} satisfies Record<string, IslandKind>;

export type IslandName = keyof typeof islandKinds;
