import type { Action } from '../content/fields.ts';
import { ActionButton } from '../render/ActionButton.tsx';

interface MenuLinksProps {
  items: readonly Action[];
  /** Closes the menu the links are in, once one is followed. */
  onDone: () => void;
  /** Classes of each link. */
  linkClassName: string;
  id?: string;
  hidden?: boolean;
  className?: string;
}

/** A menu's list of links (the services dropdown, the mobile menu's groups). */
export function MenuLinks({ items, onDone, linkClassName, ...list }: MenuLinksProps) {
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={item.label}>
          <ActionButton action={item} look="link" onDone={onDone} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}
