import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionRow } from '../../src/render/ActionRow.tsx';
import { EditableText } from '../../src/render/editable-text.tsx';
import type { cta } from './schema.ts';

export default function Cta({ id, title, text, actions, note }: BlockProps<typeof cta>) {
  return (
    <section id={id} className="bg-white px-5 py-16 sm:px-8 sm:py-24">
      <div className="reveal mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-navy-900 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          <EditableText path={['title']} value={title} />
        </h2>
        {text && (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-slate-200">
            <EditableText path={['text']} value={text} />
          </p>
        )}
        <ActionRow
          actions={actions}
          path={['actions']}
          className="mt-8 flex flex-col justify-center gap-3 sm:flex-row"
        />
        {note && (
          <p className="mt-6 text-sm text-slate-300">
            <EditableText path={['note']} value={note} />
          </p>
        )}
      </div>
    </section>
  );
}
