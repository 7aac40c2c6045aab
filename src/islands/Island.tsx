/**
 * Marks an interactive part of a prerendered page: the part renders inside a
 * `display: contents` wrapper that names its kind (src/islands/registry.ts) and carries its
 * props as JSON, so the islands runtime (runtime.ts) can wake just this part in the browser,
 * on its trigger, without the rest of the page. Only a build (mode.ts) emits the wrapper: the
 * dev server and the studio's preview hydrate pages whole, and render the part as it is.
 *
 * The part is prerendered as a React root of its own (island-html.ts), with an id prefix of
 * its own (islandPrefix): the ids `useId` gives (a menu's panel, a disclosure's answer) then come
 * out the same in the browser, where the island is hydrated alone.
 */
import type { ReactNode } from 'react';
import { usePageLocation } from '../render/page-location.ts';
import { islandMarker, islandPrefix } from './island-html.ts';
import { islandsBuild } from './mode.ts';
import type { Wake } from './block-wake.ts';
import type { IslandName } from './registry.ts';

interface IslandProps {
  name: IslandName;
  /** What the island's component is given again in the browser: plain JSON data only. */
  props?: object;
  /** When it wakes (runtime.ts): touched, hovered or focused, or once it scrolls into view. */
  wake?: Wake;
  /**
   * What its HTML is made from besides its props, never sent to the browser: a picture drawn
   * from the page's content (src/render/page-pictures.ts). Part of its key in the island memo,
   * so two pages' islands alike in props but not in pictures never share their HTML.
   */
  madeFrom?: string;
}

export function Island({ children, ...island }: IslandProps & { children: ReactNode }) {
  if (!islandsBuild) return children;
  return <IslandWrapper {...island} content={children} />;
}

function IslandWrapper({
  name,
  props,
  wake = 'interaction',
  madeFrom,
  content,
}: IslandProps & { content: ReactNode }) {
  const { pathname, search, hash } = usePageLocation();
  const propsJson = props ? JSON.stringify(props) : undefined;
  const prefix = islandPrefix(name, propsJson);
  return (
    // A class, not a style attribute: the Content-Security-Policy refuses inline styles.
    <div
      className="contents"
      data-island={name}
      data-island-wake={wake}
      data-island-id={prefix}
      data-island-props={propsJson}
      dangerouslySetInnerHTML={{
        __html: islandMarker({
          name,
          propsJson,
          madeFrom,
          content,
          url: `${pathname}${search}${hash}`,
          identifierPrefix: prefix,
        }),
      }}
    />
  );
}
