/**
 * A built page's only script is the islands entry (src/entry-islands.ts), not the entry that
 * renders the whole site with its router (src/entry-client.tsx, which the dev server and the
 * studio's preview keep). Swapping it in index.html before Vite reads the page's scripts also
 * keeps the route table and every page's module out of the client build: what a browser can
 * load does not grow with the number of pages.
 *
 * The entry is not requested by its own tag: a small inline loader (ENTRY_LOADER) adds it once
 * the page has loaded and its first contentful paint is reported (`load` can come before the
 * first frame, and a frame requested is not yet one shown; 2 s after `load` at the latest), or
 * at the visitor's first sign of intent (a pointer over or down, a touch, a key, focus),
 * whichever comes first. Nothing in the first paint waits for it, and the paint of a built page
 * is that of its HTML alone: any request that ends before the paint, whatever its priority, is
 * part of what Lighthouse's simulation waits for (docs/quality.md). Until it runs, links and
 * disclosures work as they do without scripts.
 */
import type { Plugin } from 'vite';

/**
 * The loader: the same text on every page (the entry's URL is in its `data-entry`), so the
 * Content-Security-Policy allows it by one hash, like the other inline scripts.
 *
 * A visitor can act inside an island while the entry is on its way: the loader keeps the last
 * button clicked there in `window.islandsEarly`, and holds a form sent there (a modal button
 * is a GET form to the contact page), for the runtime to click again once the island is awake
 * (src/islands/runtime.ts takes it over). Should the entry fail to load, the held form is sent
 * as a page without scripts would send it.
 */
export const ENTRY_LOADER = `(function (script) {
  var early = (window.islandsEarly = { clicked: null, form: null });
  var started = false;
  function remember(event) {
    var target = event.target;
    if (!started || window.islandsEarly !== early) return;
    if (!(target instanceof Element) || !target.closest('[data-island]')) return;
    if (event.type === 'submit') {
      event.preventDefault();
      early.form = target;
      early.clicked = event.submitter || early.clicked;
    } else early.clicked = target.closest('button') || early.clicked;
  }
  addEventListener('click', remember, true);
  addEventListener('submit', remember, true);
  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.src = script.dataset.entry;
    entry.onerror = function () {
      window.islandsEarly = null;
      if (early.form) early.form.requestSubmit(early.clicked && early.clicked.form === early.form ? early.clicked : null);
    };
    document.head.append(entry);
  }
  function afterPaint(then) {
    var called = false;
    function once() {
      if (called) return;
      called = true;
      then();
    }
    // A page that paints no content, or a tab not shown, still gets its runtime.
    setTimeout(once, 2000);
    if (!(window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0)) return once();
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  }
  addEventListener('load', function () {
    afterPaint(function () { setTimeout(start, 50); });
  });
  ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'].forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true, once: true });
  });
})(document.currentScript);`;

export function islandsEntryPlugin(): Plugin[] {
  return [
    {
      name: 'islands-entry',
      apply: 'build',
      transformIndexHtml: {
        order: 'pre',
        handler: (html) => html.replace('/src/entry-client.tsx', '/src/entry-islands.ts'),
      },
    },
    {
      // After Vite has written the entry's tag (in the head).
      name: 'islands-entry-loader',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler: (html) => {
          const entry = /\s*<script type="module" [^>]*src="([^"]+)"[^>]*><\/script>/.exec(html);
          if (!entry) return html;
          const loader = `<script data-entry="${entry[1]}">${ENTRY_LOADER}</script>`;
          return html.replace(entry[0], '').replace('</body>', `  ${loader}\n  </body>`);
        },
      },
    },
  ];
}
