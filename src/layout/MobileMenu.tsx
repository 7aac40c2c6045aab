import { ActionButton } from '../render/ActionButton.tsx';
import { Icon } from '../render/Icon.tsx';
import { useLandmarkNaming } from '../render/landmark-names.tsx';
import { useSite } from '../render/site.ts';
import { MenuLinks } from './MenuLinks.tsx';
import { useMenu } from './use-menu.ts';

/**
 * The menu below `lg`: a native disclosure (it opens without JavaScript) with every header link;
 * closes on navigation. Its icon and name follow the `open` state in CSS, so they are right
 * before and without hydration too.
 */
export function MobileMenu() {
  const { close, panelId, containerProps, toggleProps } = useMenu();
  const { header, contact } = useSite();
  const landmark = useLandmarkNaming();

  return (
    <details {...containerProps} className="group lg:hidden">
      <summary
        {...toggleProps}
        className="disclosure-toggle inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <Icon name="menu" strokeWidth={2} className="size-6 group-open:hidden" />
        <Icon name="x" strokeWidth={2} className="hidden size-6 group-open:block" />
        <span className="sr-only group-open:hidden">Open menu</span>
        <span className="sr-only hidden group-open:inline">Close menu</span>
      </summary>
      <nav
        id={panelId}
        aria-label={landmark.label('Mobile')}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-5 pt-4 pb-6 shadow-lg"
      >
        <p className="px-3 text-xs font-semibold tracking-wider text-muted uppercase">
          {header.servicesLabel}
        </p>
        <MenuLinks
          className="mt-1"
          items={header.services}
          onDone={close}
          linkClassName="block rounded-lg px-3 py-2.5 text-slate-700 hover:bg-slate-50"
        />
        <MenuLinks
          className="mt-3 border-t border-slate-200 pt-3"
          items={header.links}
          onDone={close}
          linkClassName="block rounded-lg px-3 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
        />
        <div className="mt-4 flex flex-col gap-3">
          <a href={contact.phoneHref} className="rounded-lg px-3 py-2 font-semibold text-brand-700">
            Call {contact.phone}
          </a>
          <ActionButton action={header.cta} onDone={close} className="w-full" />
        </div>
      </nav>
    </details>
  );
}
