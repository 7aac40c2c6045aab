/**
 * Renders any action from YAML as the right element, through the view of its kind in the action
 * registry (src/actions/): a router link, an external link, a button that opens a modal or runs
 * a download, an in-page anchor. There is no other way to put a button on a page, which is how
 * the site has no dead buttons.
 */
import type { ReactNode } from 'react';
import type { Action } from '../actions/action-schema.ts';
import { viewOf } from '../actions/views.ts';

const variants = {
  primary:
    'bg-accent-500 text-navy-950 hover:bg-accent-400 shadow-sm shadow-accent-600/20 font-semibold',
  secondary: 'bg-brand-700 text-white hover:bg-brand-800 font-semibold',
  ghost: 'border border-current/30 hover:bg-current/10 font-semibold',
  link: 'inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline',
} as const;

export type ButtonLook = keyof typeof variants;

interface ActionButtonProps {
  action: Action;
  /** Overrides the action's own variant: menus and footers render plain links. */
  look?: ButtonLook;
  className?: string;
  children?: ReactNode;
  /**
   * What the action is about, for screen readers, when its label is the same on many cards
   * ("Watch Now"): they hear "Watch Now: <about>".
   */
  about?: string;
  onDone?: () => void;
}

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base transition-colors disabled:opacity-60';

export function ActionButton({
  action,
  look,
  className = '',
  children,
  about: named,
  onDone,
}: ActionButtonProps) {
  // The card's name, else what the button itself says it is about.
  const about = named ?? action.about;
  const style = look ?? action.variant ?? 'primary';
  const classes =
    style === 'link' ? `${variants.link} ${className}` : `${base} ${variants[style]} ${className}`;
  const content = (
    <>
      {children ?? action.label}
      {about && <span className="sr-only">: {about}</span>}
    </>
  );
  const view = viewOf(action);
  // Validation guarantees exactly one registered kind; this guards hand-built data only.
  if (!view) throw new Error(`The button "${action.label}" has no action`);
  return (
    <view.Render action={action as never} className={classes} content={content} onDone={onDone} />
  );
}
