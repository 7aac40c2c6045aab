/**
 * Whether a render read something (the page's location, a section's route): the prerender
 * shares an island's HTML only as far as what it read allows (server-html.tsx). Each reader
 * (page-location.ts, section-routes.ts) keeps a tracker of its own.
 */
export function readTracker() {
  /** Set while a render is watched. */
  let watching: { read: boolean } | undefined;
  return {
    /** Notes a read, when a render is watched. */
    noteRead() {
      if (watching) watching.read = true;
    },
    /** Renders synchronously and says whether the render read. */
    watch<T>(render: () => T): { result: T; read: boolean } {
      const outer = watching;
      const reads = { read: false };
      watching = reads;
      try {
        return { result: render(), read: reads.read };
      } finally {
        watching = outer;
      }
    },
  };
}
