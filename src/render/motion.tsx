/**
 * framer-motion, kept off the first load: components use the light `m.*` elements and
 * `AnimatePresence` from here, never from 'framer-motion' directly. Only the chunks of pages
 * (or modals) that animate import this module; the animation features arrive in their own
 * chunk after that. Each `m.*` element brings its own `LazyMotion` and `MotionConfig`, so the
 * layout needs no provider and the entry chunk carries no motion code at all.
 * `reducedMotion="user"` turns transforms off for visitors who ask for less motion.
 */
import { LazyMotion, MotionConfig, m as motionElements } from 'framer-motion';
import type { ComponentProps, ComponentType, ReactNode } from 'react';

const loadFeatures = () => import('./motion-features.ts').then((module) => module.default);

// A page that animates fetches the animation engine once the browser is idle, so the first
// animation does not wait for it.
if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
  window.requestIdleCallback(() => void loadFeatures());
}

export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}

type Elements = typeof motionElements;
const wrapped = new Map<PropertyKey, unknown>();

function withProvider<Tag extends keyof Elements>(tag: Tag) {
  const Element = motionElements[tag] as ComponentType<ComponentProps<Elements[Tag]>>;
  function ProvidedMotionElement(props: ComponentProps<Elements[Tag]>) {
    return (
      <MotionProvider>
        <Element {...props} />
      </MotionProvider>
    );
  }
  ProvidedMotionElement.displayName = `m.${String(tag)}`;
  return ProvidedMotionElement;
}

/** `m.div`, `m.p`, …: framer-motion's light elements, each inside the site's motion setup. */
export const m = new Proxy(motionElements, {
  get(target, tag) {
    // `m.create` and symbols pass through; every other key names an element, as in framer-motion.
    if (typeof tag !== 'string' || tag === 'create') return Reflect.get(target, tag);
    if (!wrapped.has(tag)) wrapped.set(tag, withProvider(tag as keyof Elements));
    return wrapped.get(tag);
  },
}) as Elements;

export { AnimatePresence, useIsPresent } from 'framer-motion';
