/**
 * The browser entry of a page built with islands: no React here. It finds the page's islands
 * (src/islands/Island.tsx) and wakes each one on its trigger (registry.ts): only then are
 * React and that island's code fetched, and only that element is hydrated. A page whose
 * islands are never touched runs this file and nothing else.
 */
import { installPagePrefetch } from './prefetch-pages.ts';
import { islandKinds, type IslandName, type Wake } from './registry.ts';

const interactionEvents = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;

function propsOf(element: HTMLElement): Record<string, unknown> {
  const json = element.dataset.islandProps;
  return json ? (JSON.parse(json) as Record<string, unknown>) : {};
}

async function wake(element: HTMLElement, replay: () => void) {
  const kind = islandKinds[element.dataset.island as IslandName];
  const props = propsOf(element);
  const [{ hydrateIsland }, Component] = await Promise.all([
    import('./hydrate-island.tsx'),
    kind.load(props),
  ]);
  await hydrateIsland(element, Component, props);
  element.dataset.islandAwake = 'true';
  replay();
}

/** Calls `start` once, on the island's trigger; returns nothing to undo (a page wakes once). */
function onTrigger(element: HTMLElement, trigger: Wake, start: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    for (const type of interactionEvents) element.removeEventListener(type, once, true);
    observer?.disconnect();
    start();
  };
  // Touching it always wakes it, whatever its trigger.
  for (const type of interactionEvents)
    element.addEventListener(type, once, { capture: true, passive: true });
  let observer: IntersectionObserver | undefined;
  if (trigger === 'visible') {
    // The wrapper is `display: contents` (no box of its own): watch its children.
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) once();
    });
    for (const child of element.children) observer.observe(child);
  }
}

function install(element: HTMLElement) {
  const kind = islandKinds[element.dataset.island as IslandName];
  if (!kind) return;
  // A button clicked before its island is awake has no handler yet: remember the last one and
  // click it again once the island has hydrated, so the visitor's click is not lost.
  let pending: HTMLElement | null = null;
  const remember = (event: Event) => {
    const button = (event.target as Element | null)?.closest('button');
    if (button && element.contains(button)) pending = button;
  };
  element.addEventListener('click', remember, true);
  const replay = () => {
    element.removeEventListener('click', remember, true);
    pending?.click();
    pending = null;
  };
  onTrigger(element, kind.wake(propsOf(element)), () => {
    wake(element, replay).catch((error: unknown) => {
      console.error(`[islands] "${element.dataset.island}" could not wake:`, error);
    });
  });
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  // An island inside another wakes with it.
  if (!element.parentElement?.closest('[data-island]')) install(element);
}
installPagePrefetch();

// A link such as /careers?modal=career opens its form on arrival: the modal host wakes now.
if (new URLSearchParams(window.location.search).has('modal'))
  void import('./modal-island.tsx').then((module) => module.mountModalHost());
// The page answers clicks from here on (a click before an island wakes is replayed).
document.documentElement.dataset.hydrated = 'true';
