import type { Action } from '../content/fields.ts';
import { ActionButton } from '../render/ActionButton.tsx';

interface MenuLinksProps {
  items: readonly Action[];
  /** Closes the menu the links are in, once one is followed (menus that open and close). */
  onDone?: () => void;
  /** Classes of each link. */
  linkClassName: string;
  id?: string;
  hidden?: boolean;
  className?: string;
}

/**
 * A list of links from YAML actions: the services dropdown, the mobile menu's groups, the
 * header's links and the footer's columns.
 */
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
