import type { ReactNode } from 'react';
import { SiteLink } from '../render/SiteLink.tsx';
import { EditableText } from '../render/editable-text.tsx';
import { Icon } from '../render/Icon.tsx';
import type { IconName } from '../render/icons.ts';
import { useLandmarkNaming } from '../render/landmark-names.tsx';
import { useSite } from '../render/site.ts';
import { Logo } from './Logo.tsx';
import { MenuLinks } from './MenuLinks.tsx';

declare const __BUILD_YEAR__: number;

/** One line of the contact column: its icon, then what it says. */
function ContactLine({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <Icon name={icon} strokeWidth={2} className="mt-0.5 size-4 shrink-0 text-accent-400" />
      {children}
    </li>
  );
}

export function Footer() {
  const { brand, footer, contact, hours } = useSite();
  const landmark = useLandmarkNaming();
  return (
    <footer aria-label={landmark.label()} className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-16 sm:px-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[1.3fr_repeat(4,1fr)_1.5fr] xl:gap-8">
        <div>
          <SiteLink to="/" className="flex items-center gap-2 text-lg font-bold text-white">
            <Logo />
            {brand.name}
          </SiteLink>
          <p className="mt-4 max-w-xs text-sm">
            <EditableText path={['brand', 'tagline']} value={brand.tagline} />
          </p>
          <nav aria-label={landmark.label('Social media')} className="mt-6">
            <ul className="flex gap-3">
              {footer.social.map((item) => (
                <li key={item.label}>
                  <a
                    href={item.href}
                    className="inline-flex size-10 items-center justify-center rounded-lg bg-white/10 text-white hover:bg-white/20"
                  >
                    <Icon name={item.icon} className="size-5" />
                    <span className="sr-only">{item.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {footer.columns.map((column, index) => (
          <nav key={column.title} aria-label={landmark.label(column.title)}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
              <EditableText path={['footer', 'columns', index, 'title']} value={column.title} />
            </h2>
            <MenuLinks
              className="mt-4 space-y-2.5 text-sm"
              items={column.links}
              linkClassName="text-slate-300 hover:text-white"
            />
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <ContactLine icon="phone">
              <a href={contact.phoneHref} className="hover:text-white">
                <EditableText path={['contact', 'phone']} value={contact.phone} />
              </a>
            </ContactLine>
            <ContactLine icon="mail">
              {/* The contact column is wide enough for the address on one line; only a narrower
                one than designed may break it, and then between characters, not past the edge. */}
              <a
                href={`mailto:${contact.email}`}
                className="[overflow-wrap:anywhere] hover:text-white"
              >
                {contact.email}
              </a>
            </ContactLine>
            <ContactLine icon="map-pin">
              <span>{contact.address}</span>
            </ContactLine>
            <ContactLine icon="clock">
              <dl>
                {hours.map((row) => (
                  <div key={row.days}>
                    <dt className="inline font-medium text-white">{row.days}: </dt>
                    <dd className="inline">{row.time}</dd>
                  </div>
                ))}
              </dl>
            </ContactLine>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-5 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © {__BUILD_YEAR__} {footer.copyright}. All rights reserved.
          </p>
          <MenuLinks
            className="flex gap-6"
            items={footer.legal}
            linkClassName="text-slate-300 hover:text-white"
          />
        </div>
      </div>
    </footer>
  );
}
