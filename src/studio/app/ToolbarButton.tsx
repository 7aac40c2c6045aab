/**
 * A button of the studio's bars (the editor's header, the team bar): quiet by default, filled
 * for the bar's main action, and for a toggle pressed like a key (aria-pressed says it to a
 * screen reader).
 */
import type { ReactNode } from 'react';
import { buttonClass, quietButtonClass } from './StudioDialog.tsx';

const pressedClass = `${quietButtonClass} aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700 aria-pressed:hover:bg-brand-800`;

interface Props {
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  /** The bar's main action (Save). */
  main?: boolean;
  /** A toggle: whether it is on. */
  pressed?: boolean;
}

export function ToolbarButton({ onClick, children, disabled, main, pressed }: Props) {
  return (
    <button
      type="button"
      className={main ? buttonClass : pressed === undefined ? quietButtonClass : pressedClass}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
