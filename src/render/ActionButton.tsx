/**
 * Renders any action from YAML as the right element: a router link, an external link, a button
 * that opens a modal or runs a download, or an in-page anchor. There is no other way to put a
 * button on a page, which is how the site has no dead buttons.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import sectionRoutes from 'virtual:section-routes';
import type { Action } from '../content/fields.ts';
import { useActions } from './action-context.tsx';
import { Icon } from './Icon.tsx';
import { scrollToElement } from './scroll.ts';

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
  about,
  onDone,
}: ActionButtonProps) {
  const { openModal, download, prepareModal } = useActions();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const style = look ?? action.variant ?? 'primary';
  const classes =
    style === 'link' ? `${variants.link} ${className}` : `${base} ${variants[style]} ${className}`;
  const content = (
    <>
      {children ?? action.label}
      {about && <span className="sr-only">: {about}</span>}
    </>
  );

  if (action.to !== undefined) {
    return (
      <Link to={action.to} className={classes} onClick={onDone}>
        {content}
      </Link>
    );
  }
  if (action.href !== undefined) {
    return (
      <a href={action.href} className={classes} onClick={onDone}>
        {content}
      </a>
    );
  }
  if (action.scrollTo !== undefined) {
    const id = action.scrollTo;
    const home = sectionRoutes[id] ?? location.pathname;
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onDone?.();
      const target = document.getElementById(id);
      event.preventDefault();
      if (target) {
        scrollToElement(target);
        window.history.replaceState(window.history.state, '', `#${id}`);
      } else {
        void navigate(`${home}#${id}`);
      }
    };
    return (
      <a href={`${home}#${id}`} className={classes} onClick={onClick}>
        {content}
      </a>
    );
  }
  if (action.modal !== undefined) {
    const formId = action.modal;
    return (
      <button
        type="button"
        className={classes}
        aria-haspopup="dialog"
        onPointerEnter={() => prepareModal(formId)}
        onFocus={() => prepareModal(formId)}
        onClick={(event) => {
          onDone?.();
          openModal(
            { formId, prefill: action.prefill, scrollTop: action.scrollTop },
            event.currentTarget,
          );
        }}
      >
        {content}
      </button>
    );
  }
  const name = action.download!;
  const run = () => {
    // aria-disabled rather than disabled: the button keeps focus while the file is built.
    if (busy) return;
    setBusy(true);
    setFailure(null);
    // Started inside a promise, so even an error thrown at once ends in the message below.
    Promise.resolve()
      .then(() => download(name))
      .catch((error: unknown) => {
        console.error(error);
        setFailure('The download could not be prepared. Please try again.');
      })
      .finally(() => setBusy(false));
  };
  return (
    <span className="inline-flex flex-col items-stretch gap-2">
      <button
        type="button"
        className={`${classes} aria-disabled:cursor-progress aria-disabled:opacity-80`}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={run}
      >
        {busy ? (
          <>
            <Icon
              name="loader-circle"
              strokeWidth={2}
              className="size-5 animate-spin motion-reduce:hidden"
            />
            Preparing…
          </>
        ) : (
          content
        )}
      </button>
      <span role="status" className="sr-only">
        {busy ? 'Preparing the download…' : ''}
      </span>
      {failure && (
        <span
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-center text-sm font-medium text-red-800"
        >
          {failure}
        </span>
      )}
    </span>
  );
}
