import { Icon } from './Icon.tsx';

/**
 * The "×" button that closes or dismisses something (the modal, a notice). It is named by
 * `label` for screen readers; `className` places and sizes it, `iconClassName` sizes the cross.
 */
export function CloseButton({
  label,
  onClick,
  className,
  iconClassName,
}: {
  label: string;
  onClick: () => void;
  className: string;
  iconClassName: string;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <Icon name="x" strokeWidth={2} className={iconClassName} />
    </button>
  );
}
