/**
 * After a deploy, the chunks an open tab knows about may be gone. Vite then raises
 * `vite:preloadError`. The first time, we load the page afresh from the server (the page the
 * visitor was navigating to: the router has put it in the address bar already); if it fails again the error goes
 * on to the error page, instead of a reload loop.
 */
const FLAG = 'reloaded-after-chunk-error';

/** Loads the page afresh unless it already did for a chunk error; says whether it did. */
export function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(FLAG)) return false;
    sessionStorage.setItem(FLAG, String(Date.now()));
  } catch {
    return false; // Storage disabled: never auto-reload rather than risk a loop.
  }
  window.location.reload();
  return true;
}

/** Called once the app runs: a failure after a later deploy may reload again. */
export function clearChunkReloadFlag() {
  window.setTimeout(() => {
    try {
      sessionStorage.removeItem(FLAG);
    } catch {
      // Nothing to clear.
    }
  }, 10_000);
}

export function installChunkErrorRecovery() {
  // Raised by Vite's preload helper when a build uses it (build.modulePreload).
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}

/**
 * Awaits a lazy import. When it fails (a chunk gone after a deploy), the page is loaded afresh
 * once; while that reload is under way nothing renders, so no error page flashes. A second
 * failure goes on to the error page.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  let module: T;
  try {
    module = await load();
  } catch (error) {
    if (reloadOnce()) return new Promise<T>(() => undefined);
    throw error;
  }
  // Vite's preload helper resolves with nothing when its error event was handled by a reload.
  if (module === undefined) return new Promise<T>(() => undefined);
  return module;
}
