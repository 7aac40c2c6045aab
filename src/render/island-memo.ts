/**
 * The HTML of islands already rendered by this prerender worker, for the next page with the
 * same island: on a site whose pages share their header, footer and many blocks, most of a
 * page's islands are the same from page to page, and rendering each again was most of the
 * prerender's time.
 *
 * Two islands are the same when they have the same kind, the same component (by its name), the
 * same props, the same id prefix (the ids `useId` gives inside them) and the same `madeFrom` (a
 * picture drawn from the page, Island.tsx). That is all an island's HTML is made from: the
 * browser renders it again from its kind and props alone, keeping the picture the server drew
 * (hydrate-island.tsx), and the build's settings are the same on every page. The one other
 * input, the page's URL, is why the server renderer stores only the HTML of renders that did not
 * read it (page-location.ts).
 *
 * Bounded: once the stored HTML and keys reach MAX_CHARACTERS, islands are still found but no
 * more are added, so a site of many unlike pages does not grow the worker's memory with them.
 */
import { isValidElement } from 'react';
import type { PendingIsland } from '../islands/island-html.ts';

/** About 64 MB of UTF-16 text per worker at most. */
const MAX_CHARACTERS = 32 * 1024 * 1024;

/** Each unnamed component function met, numbered: part of the key without holding its source. */
const componentIds = new WeakMap<object, number>();
let componentsMet = 0;

/**
 * A component's part of the key: its name, or for one without a name a number met in this
 * process (`#3`), which no other process shares: such a key is not kept between builds.
 */
function componentPart(type: unknown): string | undefined {
  if (typeof type !== 'function' && (typeof type !== 'object' || type === null)) return undefined;
  const { displayName, name } = type as { displayName?: unknown; name?: unknown };
  const named = typeof displayName === 'string' && displayName ? displayName : name;
  if (typeof named === 'string' && named) return named;
  let id = componentIds.get(type);
  if (id === undefined) {
    id = ++componentsMet;
    componentIds.set(type, id);
  }
  return `#${id}`;
}

/**
 * Islands' HTML kept between builds (the build cache's, src/build/cache/island-store.ts),
 * for the server bundle it was made with: a build after a one-page edit renders that page's
 * islands only when no earlier build had them.
 */
export interface IslandStore {
  get(key: string): string | undefined;
  add(key: string, html: string): void;
}

/** Whether another process makes the same key: the component part (after the kind) is a name. */
const lasting = (key: string) => key[key.indexOf(' ') + 1] !== '#';

/** A memo holding at most `maxCharacters` of keys and HTML (the tests give a small one). */
export function createIslandMemo(maxCharacters = MAX_CHARACTERS) {
  const stored = new Map<string, string>();
  let characters = 0;
  let store: IslandStore | undefined;
  const remember = (key: string, html: string) => {
    if (characters + key.length + html.length > maxCharacters) return false;
    characters += key.length + html.length;
    stored.set(key, html);
    return true;
  };
  const counts = { rendered: 0, shared: 0, kept: 0 };
  return {
    /**
     * Islands rendered, and islands placed from the memo, by this worker (`kept`: of those, the
     * ones an earlier build stored): for the build's log.
     */
    counts,
    /** Looks in `kept` for what the memo lacks, and adds to it what is rendered. */
    keepIn(kept: IslandStore | undefined) {
      store = kept;
    },
    /** The island's key, or undefined when its content is not one element of a component. */
    keyOf({
      name,
      propsJson,
      madeFrom,
      content,
      identifierPrefix,
    }: PendingIsland): string | undefined {
      if (!isValidElement(content)) return undefined;
      // Props the element has but the island does not carry would make two islands look alike.
      if (propsJson === undefined && Object.keys(content.props as object).length > 0)
        return undefined;
      const component = componentPart(content.type);
      if (component === undefined) return undefined;
      const key = `${name} ${component} ${identifierPrefix} ${propsJson ?? ''}`;
      return madeFrom === undefined ? key : `${key} ${madeFrom}`;
    },
    get(key: string) {
      const known = stored.get(key);
      if (known !== undefined || !store || !lasting(key)) return known;
      const kept = store.get(key);
      if (kept !== undefined) {
        counts.kept++;
        remember(key, kept);
      }
      return kept;
    },
    /** `forThisBuild`: made from what only this build knows (a section's page), kept for no other. */
    set(key: string, html: string, forThisBuild = false) {
      // Kept between builds what this memo holds: a site of many unlike pages keeps no more.
      if (remember(key, html) && lasting(key) && !forThisBuild) store?.add(key, html);
    },
    get size() {
      return stored.size;
    },
  };
}

/** Lives as long as the worker: every page it renders shares it. */
export const islandMemo = createIslandMemo();
