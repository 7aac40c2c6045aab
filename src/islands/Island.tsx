/**
 * Marks an interactive part of a prerendered page: the part renders as usual inside a
 * `display: contents` wrapper that names its kind (src/islands/registry.ts) and carries its
 * props as JSON, so the islands runtime (runtime.ts) can wake just this part in the browser,
 * on its trigger, without the rest of the page. Only an islands build (mode.ts) emits the
 * wrapper: a build that hydrates pages whole (the default) keeps its HTML as it was.
 */
import type { ReactNode } from 'react';
import { islandsBuild } from './mode.ts';
import type { IslandName } from './registry.ts';

export function Island({
  name,
  props,
  children,
}: {
  name: IslandName;
  /** What the island's component is given again in the browser: plain JSON data only. */
  props?: object;
  children: ReactNode;
}) {
  // A site hydrated whole needs no markers: its HTML stays as it was.
  if (!islandsBuild) return children;
  return (
    // A class, not a style attribute: the Content-Security-Policy refuses inline styles.
    <div
      className="contents"
      data-island={name}
      data-island-props={props ? JSON.stringify(props) : undefined}
    >
      {children}
    </div>
  );
}
