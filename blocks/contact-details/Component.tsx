import type { ReactNode } from 'react';
import type { BlockProps } from '../../src/content/define-block.ts';
import { Icon } from '../../src/render/Icon.tsx';
import type { IconName } from '../../src/render/icons.ts';
import { Section } from '../../src/render/Section.tsx';
import { useSite } from '../../src/render/site.ts';
import type { contactDetails } from './schema.ts';

function Card({
  icon,
  title,
  dark,
  children,
}: {
  icon: IconName;
  title: string;
  dark: boolean;
  children: ReactNode;
}) {
  return (
    <li
      className={`reveal flex flex-col rounded-2xl border p-6 ${dark ? 'border-white/10 bg-white/5' : 'border-slate-200 bg-white shadow-sm'}`}
    >
      <span
        className={`inline-flex size-12 items-center justify-center rounded-xl ${dark ? 'bg-accent-500/15 text-accent-300' : 'bg-brand-50 text-brand-700'}`}
      >
        <Icon name={icon} strokeWidth={2} className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold">{title}</h3>
      <div className={`mt-2 ${dark ? 'text-slate-300' : 'text-muted'}`}>{children}</div>
    </li>
  );
}

export default function ContactDetails({ id, ...frame }: BlockProps<typeof contactDetails>) {
  const { contact, hours } = useSite();
  const dark = frame.tone === 'dark';
  const link = `font-semibold underline-offset-4 hover:underline ${dark ? 'text-accent-300' : 'text-brand-700'}`;
  return (
    <Section id={id} frame={frame}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <Card icon="phone" title="Phone" dark={dark}>
          <a href={contact.phoneHref} className={link}>
            {contact.phone}
          </a>
        </Card>
        <Card icon="mail" title="Email" dark={dark}>
          <a href={`mailto:${contact.email}`} className={`${link} [overflow-wrap:anywhere]`}>
            {contact.email}
          </a>
        </Card>
        <Card icon="map-pin" title="Office" dark={dark}>
          <address className="not-italic">{contact.address}</address>
        </Card>
        <Card icon="clock" title="Business Hours" dark={dark}>
          {/* Every row the same shape, day over time: side by side, a short row ("Sunday
              Closed") fitted on one line while the longer ones wrapped, and looked misaligned. */}
          <dl className="space-y-2">
            {hours.map((row) => (
              <div key={row.days}>
                <dt className="text-sm">{row.days}</dt>
                <dd className={dark ? 'text-white' : 'text-ink'}>{row.time}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </ul>
    </Section>
  );
}
