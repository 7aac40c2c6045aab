import type { ReactNode } from 'react';
import type { Action } from '../content/fields.ts';
import { ActionButton } from './ActionButton.tsx';

const tones = {
  light: 'bg-white text-ink',
  muted: 'bg-slate-50 text-ink',
  dark: 'bg-navy-900 text-white',
} as const;

export type Tone = keyof typeof tones;

interface SectionProps {
  id?: string;
  tone?: Tone;
  eyebrow?: string;
  title?: string;
  intro?: string;
  children?: ReactNode;
  /** A button centred under the content ("See all success stories"). */
  action?: Action;
  className?: string;
}

/** The frame every block sits in: spacing, width, an optional heading group and closing button. */
export function Section({
  id,
  tone = 'light',
  eyebrow,
  title,
  intro,
  children,
  action,
  className = '',
}: SectionProps) {
  const dark = tone === 'dark';
  return (
    // data-tone: two sections of one tone in a row share their padding (styles.css).
    <section id={id} data-tone={tone} className={`${tones[tone]} py-16 sm:py-24 ${className}`}>
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        {(eyebrow || title || intro) && (
          <div className="reveal mx-auto mb-12 max-w-3xl text-center">
            {eyebrow && (
              <p
                className={`text-sm font-semibold tracking-wider uppercase ${dark ? 'text-accent-300' : 'text-brand-700'}`}
              >
                {eyebrow}
              </p>
            )}
            {title && (
              <h2 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                {title}
              </h2>
            )}
            {intro && (
              <p className={`mt-4 text-lg text-pretty ${dark ? 'text-slate-300' : 'text-muted'}`}>
                {intro}
              </p>
            )}
          </div>
        )}
        {children}
        {action && (
          // Rises with the cards above it: a static button sat 14 px under cards still rising.
          <div className="reveal mt-12 text-center">
            <ActionButton action={action} />
          </div>
        )}
      </div>
    </section>
  );
}
