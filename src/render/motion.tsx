/**
 * framer-motion, kept off the first load: components use the light `m.*` elements and
 * `AnimatePresence`; the animation features arrive in their own chunk after the page is
 * interactive. `reducedMotion="user"` turns transforms off for visitors who ask for less motion.
 * Import motion from here, never from 'framer-motion' directly.
 */
import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features.ts').then((module) => module.default);

export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}

export { AnimatePresence, m, useIsPresent } from 'framer-motion';
