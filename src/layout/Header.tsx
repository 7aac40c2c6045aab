import { SiteLink } from '../render/SiteLink.tsx';
import { ActionButton } from '../render/ActionButton.tsx';
import { EditableText } from '../render/editable-text.tsx';
import { Icon } from '../render/Icon.tsx';
import { useLandmarkNaming } from '../render/landmark-names.tsx';
import { useSite } from '../render/site.ts';
import { Logo } from './Logo.tsx';
import { MenuLinks } from './MenuLinks.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { ServicesMenu } from './ServicesMenu.tsx';

export function Header() {
  const { header, contact, brand } = useSite();
  const landmark = useLandmarkNaming();
  return (
    <header
      aria-label={landmark.label()}
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <SiteLink to="/" className="flex items-center gap-2 font-bold text-ink">
          <Logo />
          <span className="text-lg tracking-tight">{brand.name}</span>
        </SiteLink>
        <nav aria-label={landmark.label('Main')} className="hidden items-center gap-1 lg:flex">
          <ServicesMenu label={header.servicesLabel} items={header.services} />
          <MenuLinks
            className="flex items-center gap-1"
            items={header.links}
            linkClassName="rounded-md px-3 py-2 text-slate-700 hover:text-brand-700"
          />
        </nav>
        <div className="hidden items-center gap-4 lg:flex">
          <a
            href={contact.phoneHref}
            className="hidden items-center gap-2 font-semibold whitespace-nowrap text-slate-700 hover:text-brand-700 xl:inline-flex"
          >
            <Icon name="phone" strokeWidth={2} className="size-4" />
            <EditableText path={['contact', 'phone']} value={contact.phone} />
          </a>
          <ActionButton action={header.cta} className="!px-4 !py-2.5 text-sm">
            <EditableText path={['header', 'cta', 'label']} value={header.cta.label} />
          </ActionButton>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
