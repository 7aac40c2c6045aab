/**
 * The browser entry of a page built with islands: no React here. It finds the page's islands
 * (src/islands/Island.tsx) and wakes each one on its trigger (registry.ts): only then are
 * React and that island's code fetched, and only that element is hydrated. A page whose
 * islands are never touched runs this file and nothing else.
 */
import { clearChunkReloadFlag, reloadOnce } from '../render/chunk-reload.ts';
import { resumeLeadOutbox } from '../leads/outbox-resume.ts';
import { rememberThisVisit } from '../leads/visit-source.ts';
import { holdUnhandledSubmits } from './held-submits.ts';
import { LOCATION_CHANGE } from './location-change.ts';
import { installPagePrefetch } from './prefetch-pages.ts';
import type { Wake } from './block-wake.ts';
import { islandKinds, type IslandName } from './registry.ts';

const interactionEvents = [
  'pointerover',
  'pointerdown',
  'focusin',
  'touchstart',
  'keydown',
] as const;

/** What the visitor did inside an island before this script ran, taken over from the loader
 * (entry-loader.ts), which stops keeping it. */
const early = window.islandsEarly ?? { clicked: null, form: null };
window.islandsEarly = null;

/** Keys an awake island may answer (menus, disclosures) that the browser would take instead. */
const heldKeys = new Set([
  'Escape',
  'ArrowDown',
  'ArrowUp',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
]);

/** Where the keys move a caret or a choice: they stay the browser's. */
const isTextEntry = (target: Element) =>
  target.closest('input, textarea, select, [contenteditable]') !== null;

function propsOf(element: HTMLElement): Record<string, unknown> {
  const json = element.dataset.islandProps;
  return json ? (JSON.parse(json) as Record<string, unknown>) : {};
}

async function wake(element: HTMLElement, stopRemembering: () => void, replay: () => void) {
  const load = islandKinds[element.dataset.island as IslandName];
  const props = propsOf(element);
  const [{ hydrateIsland }, Component] = await Promise.all([
    import('./hydrate-island.tsx'),
    load(props),
  ]);
  // From here on React listens at the island's root and replays what happens while it hydrates
  // (a form sent to a part still waiting for its code is held by held-submits.ts).
  stopRemembering();
  await hydrateIsland(element, Component, props);
  element.dataset.islandAwake = 'true';
  replay();
}

/**
 * Islands that wake when visible show the page's state (lists that follow the filters in the
 * URL, forms): when one wakes, when that state is in the URL at load, or when it changes in the
 * page, they all wake at once, seen or not, so a list below the fold is awake and filtered with
 * the search box above it.
 */
const wakeWithPageState: (() => void)[] = [];
const wakeAllWithPageState = () => wakeWithPageState.forEach((wakeIsland) => wakeIsland());

/**
 * Calls `start` once, on the island's trigger; returns the call, for an island to wake at once
 * (nothing to undo: a page wakes once).
 */
function onTrigger(element: HTMLElement, trigger: Wake, start: () => void): () => void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    for (const type of interactionEvents) element.removeEventListener(type, once, true);
    observer?.disconnect();
    start();
    if (trigger === 'visible') wakeAllWithPageState();
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
    wakeWithPageState.push(once);
  }
  return once;
}

/** The innermost element of `island` under the pointer, if it is there. */
const hoveredIn = (island: HTMLElement) => [...island.querySelectorAll(':hover')].at(-1) ?? null;

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (element: Element | null): element is TextField =>
  (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
  !['checkbox', 'radio', 'hidden', 'submit', 'button'].includes(element.type);

/** The text fields of an island that hold what the visitor typed (not what the HTML had). */
function typedFields(island: HTMLElement): [TextField, string][] {
  return [...island.querySelectorAll('input, textarea')]
    .filter(isTextField)
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value]);
}

/**
 * Text typed into a field before its island woke is not in React's state, and the first render
 * after hydration may even clear the field (a search box that then reads the URL): put it back
 * the way React hears it (React watches the element's own `value` setter and compares with what
 * it saw last), then send the `input` event a keystroke would have sent.
 */
function announceTyped(field: TextField, typed: string) {
  const prototype = Object.getPrototypeOf(field) as TextField;
  field.value = field.defaultValue; // Through React's tracker: it now believes the default.
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function install(element: HTMLElement) {
  if (!Object.hasOwn(islandKinds, element.dataset.island ?? '')) return;
  // What the visitor did before the island was awake had no handler yet: the last button
  // clicked is clicked again once it has hydrated, so the click is not lost, and the element
  // still under the pointer or in focus hears of it again (a modal button warms its form up
  // on hover or focus). A form sent before then is held back (a modal button is a GET form to
  // the contact page, a page without scripts' way) and sent again by that replayed click. Keys
  // a menu answers (Escape, arrows, Home, End) are held and pressed again once it is awake.
  // Before this script ran, the visitor may already have clicked here (the loader kept it), or
  // rest the pointer or the focus here, where no new event will tell: the island wakes now.
  let clicked = early.clicked && element.contains(early.clicked) ? early.clicked : null;
  let hovered = hoveredIn(element);
  let focused = element.contains(document.activeElement) ? document.activeElement : null;
  const keys: { target: Element; init: KeyboardEventInit }[] = [];
  const remember = (event: Event) => {
    const target = event.target as Element | null;
    if (!target || !element.contains(target)) return;
    if (event.type === 'pointerover') hovered = target;
    else if (event.type === 'focusin') focused = target;
    else if (event instanceof KeyboardEvent) {
      if (!heldKeys.has(event.key) || isTextEntry(target)) return;
      event.preventDefault();
      const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
      keys.push({
        target,
        init: { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true },
      });
    } else if (event.type === 'submit') {
      event.preventDefault();
      clicked = (event as SubmitEvent).submitter ?? clicked;
    } else clicked = target.closest('button') ?? clicked;
  };
  const remembered = ['click', 'pointerover', 'focusin', 'submit', 'keydown'] as const;
  for (const type of remembered) element.addEventListener(type, remember, true);
  let typed: [TextField, string][] = [];
  // Text typed once React has made the island's root but before it has rendered goes unheard
  // (React reads the field as it hydrates it, the text already in), and the render after
  // hydration may clear it: each field's last typed text is kept until the replay.
  const lastTyped = new Map<TextField, string>();
  const rememberTyped = (event: Event) => {
    if (isTextField(event.target as Element | null))
      lastTyped.set(event.target as TextField, (event.target as TextField).value);
  };
  element.addEventListener('input', rememberTyped, true);
  const stopRemembering = () => {
    for (const type of remembered) element.removeEventListener(type, remember, true);
    typed = typedFields(element);
  };
  const replay = () => {
    if (hovered?.matches(':hover') && typeof PointerEvent === 'function')
      hovered.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    if (focused && focused === document.activeElement)
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    // What was typed before it woke is in `typed`; what came while it hydrated, in the field,
    // or only in `lastTyped` if the render after hydration cleared it.
    element.removeEventListener('input', rememberTyped, true);
    const texts = new Map([...typed, ...typedFields(element), ...lastTyped]);
    for (const [field, text] of texts) announceTyped(field, text);
    for (const { target, init } of keys) {
      const to = target.isConnected ? target : (document.activeElement ?? document.body);
      to.dispatchEvent(new KeyboardEvent('keydown', init));
    }
    clicked?.click();
  };
  const trigger: Wake = element.dataset.islandWake === 'visible' ? 'visible' : 'interaction';
  const wakeNow = onTrigger(element, trigger, () => {
    wake(element, stopRemembering, replay).then(clearChunkReloadFlag, (error: unknown) => {
      // Its code gone after a deploy: the page afresh names the new code. Failing again, the
      // page stays what it is without scripts (links, disclosures, buttons that lead to pages).
      if (reloadOnce()) return;
      console.error(`[islands] "${element.dataset.island}" could not wake:`, error);
    });
  });
  if (clicked || hovered || focused) wakeNow();
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  // An island inside another wakes with it.
  if (!element.parentElement?.closest('[data-island]')) install(element);
}
installPagePrefetch();
holdUnhandledSubmits();
// Where the visit came from, for a lead sent later; and a lead an earlier visit could not send.
rememberThisVisit();
resumeLeadOutbox();

if (window.location.search) wakeAllWithPageState();
window.addEventListener(LOCATION_CHANGE, wakeAllWithPageState);
window.addEventListener('popstate', wakeAllWithPageState);

// A link such as /careers?modal=career opens its form on arrival: the modal host wakes now.
if (new URLSearchParams(window.location.search).has('modal'))
  void import('./modal-island.tsx').then((module) => module.mountModalHost());
// The page answers clicks from here on (a click before an island wakes is replayed).
document.documentElement.dataset.hydrated = 'true';
