import type { ReactNode } from 'react';
import type { SectionFrame, Tone } from '../content/section-frame.ts';
import { ActionButton } from './ActionButton.tsx';
import { EditableText } from './editable-text.tsx';

/** The classes of each background tone (rich-text's own section uses them too). */
export const toneClasses = {
  light: 'bg-white text-ink',
  muted: 'bg-slate-50 text-ink',
  dark: 'bg-navy-900 text-white',
} as const satisfies Record<Tone, string>;

export type { Tone };

/** The grid classes of `columns` (src/content/section-frame.ts `cardColumns`). */
export const cardGrid = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

interface SectionProps {
  id?: string;
  /**
   * The block's frame fields (src/content/section-frame.ts): heading group, tone, and a button
   * centred under the content ("See all success stories").
   */
  frame: SectionFrame;
  children?: ReactNode;
  className?: string;
}

/**
 * Eyebrow, heading and lead sentence, in the section's colours: inside Section's centred group,
 * and in blocks that place their heading themselves (rich-text, split).
 */
export function HeadingGroup({
  eyebrow,
  title,
  intro,
  dark,
  introField = 'intro',
}: Pick<SectionFrame, 'eyebrow' | 'title' | 'intro'> & {
  dark: boolean;
  /** The block's field the lead sentence comes from, when not `intro` (split's `text`). */
  introField?: string;
}) {
  return (
    <>
      {eyebrow && (
        <p
          className={`text-sm font-semibold tracking-wider uppercase ${dark ? 'text-accent-300' : 'text-brand-700'}`}
        >
          <EditableText path={['eyebrow']} value={eyebrow} />
        </p>
      )}
      {title && (
        <h2 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          <EditableText path={['title']} value={title} />
        </h2>
      )}
      {intro && (
        <p className={`mt-4 text-lg text-pretty ${dark ? 'text-slate-300' : 'text-muted'}`}>
          <EditableText path={[introField]} value={intro} />
        </p>
      )}
    </>
  );
}

/** The frame every block sits in: spacing, width, an optional heading group and closing button. */
export function Section({ id, frame, children, className = '' }: SectionProps) {
  const { tone = 'light', eyebrow, title, intro, action } = frame;
  const dark = tone === 'dark';
  return (
    // data-tone: two sections of one tone in a row share their padding (styles.css).
    <section
      id={id}
      data-tone={tone}
      className={`${toneClasses[tone]} py-16 sm:py-24 ${className}`}
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        {(eyebrow || title || intro) && (
          <div className="reveal mx-auto mb-12 max-w-3xl text-center">
            <HeadingGroup eyebrow={eyebrow} title={title} intro={intro} dark={dark} />
          </div>
        )}
        {children}
        {action && (
          // Rises with the cards above it: a static button sat 14 px under cards still rising.
          <div className="reveal mt-12 text-center">
            <ActionButton action={action}>
              <EditableText path={['action', 'label']} value={action.label} />
            </ActionButton>
          </div>
        )}
      </div>
    </section>
  );
}
