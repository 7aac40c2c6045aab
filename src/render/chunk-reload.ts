/**
 * After a deploy, the chunks an open tab knows about may be gone. Vite then raises
 * `vite:preloadError`. The first time, we load the page afresh from the server (the page the
 * visitor was navigating to, when a navigation is under way); if it fails again the error goes
 * on to the error page, instead of a reload loop.
 */
const FLAG = 'reloaded-after-chunk-error';

function reloadOnce(target: string | undefined): boolean {
  try {
    if (sessionStorage.getItem(FLAG)) return false;
    sessionStorage.setItem(FLAG, String(Date.now()));
  } catch {
    return false; // Storage disabled: never auto-reload rather than risk a loop.
  }
  if (target) window.location.assign(target);
  else window.location.reload();
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

/** `pendingTarget` names the URL of a navigation under way, if any. */
export function installChunkErrorRecovery(pendingTarget: () => string | undefined) {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce(pendingTarget())) event.preventDefault();
  });
}

/**
 * Awaits a lazy import. When the preload error was handled by a reload, Vite resolves the
 * import with nothing: wait for the reload instead of rendering an empty module.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  const module = await load();
  if (module === undefined) return new Promise<T>(() => undefined);
  return module;
}
