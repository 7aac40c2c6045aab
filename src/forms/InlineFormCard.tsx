import { use } from 'react';
import { fillPlaceholders } from '../content/placeholders.ts';
import { initialValues } from './initial-values.ts';
import { loadForm } from './load-form.ts';

interface InlineFormCardProps {
  formId: string;
  title?: string;
  intro?: string;
  headingId: string;
}

/** Heading, intro and form of an inline form; suspends until the definition has loaded. */
export default function InlineFormCard({ formId, title, intro, headingId }: InlineFormCardProps) {
  const { definition, FormPanel } = use(loadForm(formId));
  // Inline forms have no opener: `{field}` placeholders take the fields' defaults.
  const defaults = initialValues(definition);
  const lead = intro ?? (definition.intro && fillPlaceholders(definition.intro, defaults));
  return (
    <>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
        {title ?? fillPlaceholders(definition.title, defaults)}
      </h2>
      {lead && <p className="mt-2 text-muted">{lead}</p>}
      <div className="mt-6">
        <FormPanel definition={definition} labelledBy={headingId} />
      </div>
    </>
  );
}
