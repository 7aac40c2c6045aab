import type { FormDefinition } from '../content/form-schema.ts';

/** Small fact tiles above a form's fields (duration, commitment…). */
export function Highlights({ items }: { items: NonNullable<FormDefinition['highlights']> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl bg-brand-50 px-4 py-3 text-center">
          <dt className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {item.label}
          </dt>
          <dd className="mt-1 font-bold text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
