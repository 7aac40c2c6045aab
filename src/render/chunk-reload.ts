/**
 * After a deploy, the chunks an open tab knows about may be gone. The first time a chunk fails
 * to load we reload once to fetch the new version; if it fails again the error is rethrown and
 * the error page shows, instead of a reload loop.
 */
const FLAG = 'reloaded-after-chunk-error';

export function reloadOnceForChunkError(): boolean {
  try {
    if (sessionStorage.getItem(FLAG)) return false;
    sessionStorage.setItem(FLAG, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Called once the app runs: a later failure may reload again. */
export function clearChunkReloadFlag() {
  window.setTimeout(() => {
    try {
      sessionStorage.removeItem(FLAG);
    } catch {
      // Storage may be disabled; then we simply never auto-reload.
    }
  }, 10_000);
}

export function installChunkErrorRecovery() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}

/** Wraps a lazy import: a failed chunk reloads once, else the error goes on to the error page. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (typeof window !== 'undefined' && reloadOnceForChunkError()) {
      return new Promise<T>(() => undefined); // the page is reloading
    }
    throw error;
  }
}
