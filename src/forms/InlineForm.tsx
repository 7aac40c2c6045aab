/**
 * A form shown in the page itself (contact page, newsletter boxes). The form code is a lazy
 * component: the prerender waits for it, so the HTML holds the whole form, and the browser
 * loads the chunk while hydrating instead of on first paint.
 */
import { lazy, Suspense, useId } from 'react';

const InlineFormCard = lazy(() => import('./InlineFormCard.tsx'));

interface InlineFormProps {
  formId: string;
  /** Override the definition's title and intro. */
  title?: string;
  intro?: string;
}

export function InlineForm(props: InlineFormProps) {
  const headingId = useId();
  return (
    <div className="reveal rounded-2xl bg-white p-6 text-ink shadow-sm ring-1 ring-slate-200 sm:p-8">
      <Suspense fallback={<p className="min-h-64 text-muted">Loading the form…</p>}>
        <InlineFormCard {...props} headingId={headingId} />
      </Suspense>
    </div>
  );
}
