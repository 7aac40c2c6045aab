import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionRow } from '../../src/render/ActionRow.tsx';
import { Avatar } from '../../src/render/Avatar.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { team } from './schema.ts';

export default function Team({ id, members, ...frame }: BlockProps<typeof team>) {
  const columns = members.length >= 3 ? 'md:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2';
  return (
    <Section id={id} frame={frame}>
      <ul className={`grid gap-6 ${columns}`}>
        {members.map((member) => (
          <li key={member.name} className="reveal flex">
            <article className="flex w-full flex-col rounded-2xl bg-white p-7 text-ink shadow-sm ring-1 ring-slate-200">
              <header className="flex items-center gap-4">
                <Avatar name={member.name} image={member.image} size="lg" />
                <div>
                  <h3 className="text-lg font-bold">{member.name}</h3>
                  <p className="text-sm font-medium text-brand-700">{member.role}</p>
                </div>
              </header>
              <p className="mt-5 flex-1 text-muted">{member.bio}</p>
              {member.background.length > 0 && (
                <ul className="mt-5 flex flex-wrap gap-2">
                  {member.background.map((fact) => (
                    <li
                      key={fact}
                      className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700"
                    >
                      {fact}
                    </li>
                  ))}
                </ul>
              )}
              <ActionRow
                actions={member.links}
                as="p"
                className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-t border-slate-100 pt-4 text-sm"
                look="link"
                buttonClassName="text-brand-700"
                about={member.name}
                trailingIcon="arrow-up-right"
              />
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
