/**
 * The loader of a built page's islands entry: an inline script (entry-plugin.ts writes this
 * function's text into every page, so the Content-Security-Policy allows it by one hash, like
 * the other inline scripts; the entry's URL is in the tag's `data-entry`). It must stay
 * self-contained: nothing from outside the function reaches the page.
 *
 * It adds the entry once the page has loaded and its first contentful paint is reported (`load`
 * can come before the first frame, and a frame requested is not yet one shown; 2 s after `load`
 * at the latest, for a page that paints no content or a tab not shown), or at the visitor's
 * first sign of intent, whichever comes first.
 *
 * A visitor can act inside an island while the entry is on its way: the loader keeps the last
 * button clicked there and holds a form sent there (a modal button is a GET form to the contact
 * page) in `window.islandsEarly`, for the runtime to take over and click again once the island
 * is awake (runtime.ts). Should the entry fail to load, the held form is sent as a page without
 * scripts would send it.
 */

/** What the visitor did inside an island before the runtime ran. */
export interface EarlyActions {
  clicked: HTMLElement | null;
  form: HTMLFormElement | null;
}

declare global {
  interface Window {
    /** Kept by the loader until the runtime takes it (and sets it to null). */
    islandsEarly?: EarlyActions | null;
  }
}

export function loadIslandsEntry(script: HTMLOrSVGScriptElement | null): void {
  const early: EarlyActions = (window.islandsEarly = { clicked: null, form: null });
  let started = false;

  const remember = (event: Event) => {
    const target = event.target;
    if (!started || window.islandsEarly !== early) return;
    if (!(target instanceof Element) || !target.closest('[data-island]')) return;
    if (event instanceof SubmitEvent) {
      event.preventDefault();
      early.form = target as HTMLFormElement;
      early.clicked = event.submitter ?? early.clicked;
    } else early.clicked = target.closest('button') ?? early.clicked;
  };
  addEventListener('click', remember, true);
  addEventListener('submit', remember, true);

  const start = () => {
    if (started) return;
    started = true;
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = (script as HTMLScriptElement).dataset.entry!;
    entry.onerror = () => {
      window.islandsEarly = null;
      const { form, clicked } = early;
      form?.requestSubmit(
        clicked instanceof HTMLButtonElement && clicked.form === form ? clicked : null,
      );
    };
    document.head.append(entry);
  };

  const afterPaint = (then: () => void) => {
    let called = false;
    const once = () => {
      if (called) return;
      called = true;
      then();
    };
    setTimeout(once, 2000);
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return once();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  };

  addEventListener('load', () => afterPaint(() => setTimeout(start, 50)));
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'])
    addEventListener(type, start, { capture: true, passive: true, once: true });
}
