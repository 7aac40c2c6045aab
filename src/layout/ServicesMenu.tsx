import type { Action } from '../content/fields.ts';
import { Icon } from '../render/Icon.tsx';
import { MenuLinks } from './MenuLinks.tsx';
import { useMenu } from './use-menu.ts';

/** The header's Services dropdown: a native disclosure (works without JavaScript) of links. */
export function ServicesMenu({ label, items }: { label: string; items: Action[] }) {
  const { close, panelId: menuId, containerProps, toggleProps } = useMenu();

  return (
    <details {...containerProps} className="group relative">
      <summary
        {...toggleProps}
        className="disclosure-toggle inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium text-slate-700 hover:text-brand-700"
      >
        {label}
        <Icon
          name="chevron-down"
          strokeWidth={2}
          className="size-4 transition-transform group-open:rotate-180"
        />
      </summary>
      <MenuLinks
        id={menuId}
        className="absolute top-full left-0 z-50 mt-2 w-72 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
        items={items}
        onDone={close}
        linkClassName="block rounded-lg px-3 py-2.5 text-slate-700 hover:bg-brand-50 hover:text-brand-700 hover:no-underline"
      />
    </details>
  );
}
