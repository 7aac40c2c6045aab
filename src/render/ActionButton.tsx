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
  onDone?: () => void;
}

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base transition-colors disabled:opacity-60';

export function ActionButton({
  action,
  look,
  className = '',
  children,
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
  const content = children ?? action.label;

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
  return (
    <span className="inline-flex flex-col items-center gap-2">
      <button
        type="button"
        className={classes}
        disabled={busy}
        aria-busy={busy}
        onClick={() => {
          setBusy(true);
          setFailure(null);
          download(name)
            .catch((error: unknown) => {
              console.error(error);
              setFailure('The download could not be prepared. Please try again.');
            })
            .finally(() => setBusy(false));
        }}
      >
        {busy ? 'Preparing…' : content}
      </button>
      {failure && (
        <span role="alert" className="text-sm text-red-700">
          {failure}
        </span>
      )}
    </span>
  );
}
