import type { BlockProps } from '../../src/content/define-block.ts';
import { InlineForm } from '../../src/forms/InlineForm.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { form } from './schema.ts';

export default function FormBlock({
  id,
  form: formId,
  title,
  intro,
  tone,
}: BlockProps<typeof form>) {
  return (
    <Section id={id} frame={{ tone }}>
      <div className="mx-auto max-w-3xl">
        <InlineForm formId={formId} title={title} intro={intro} />
      </div>
    </Section>
  );
}
