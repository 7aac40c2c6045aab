/**
 * Landmark names with a prefix, for a page shown twice at once: the studio's history sets one
 * version beside the page now, each in its own preview frame, and a screen reader (and axe's
 * `landmark-unique`) hears the two frames' landmarks as one page's. Each frame names its own
 * ("This version: Main", "Now: Main"). The site itself has no prefix, so what it renders is
 * unchanged.
 */
import { createContext, useContext, type ReactNode } from 'react';

const LandmarkPrefix = createContext('');

/** The element a landmark named by its heading reads first (aria-labelledby takes ids). */
const PREFIX_ID = 'landmark-prefix';

export interface LandmarkNaming {
  /**
   * A landmark's aria-label: its name behind the prefix, the prefix alone for one that has no
   * name (the page's header, main and footer), else the name as it is.
   */
  label: (name?: string) => string | undefined;
  /** A landmark's aria-labelledby: the prefix's element before the heading's id. */
  labelledBy: (id: string | undefined) => string | undefined;
}

export function useLandmarkNaming(): LandmarkNaming {
  const prefix = useContext(LandmarkPrefix);
  return {
    label: (name) => (prefix ? (name ? `${prefix}: ${name}` : prefix) : name),
    labelledBy: (id) => (prefix && id ? `${PREFIX_ID} ${id}` : id),
  };
}

export function LandmarkNames({ prefix, children }: { prefix: string; children: ReactNode }) {
  return (
    <LandmarkPrefix.Provider value={prefix}>
      {prefix && (
        <span id={PREFIX_ID} hidden>
          {prefix}:
        </span>
      )}
      {children}
    </LandmarkPrefix.Provider>
  );
}
