import { SiteLink } from './SiteLink.tsx';
import { NOT_FOUND } from './not-found-text.ts';
import { useHead } from './use-head.ts';

export function NotFound() {
  useHead(NOT_FOUND.title, NOT_FOUND.description, '/404');
  return (
    <section className="bg-slate-50 px-5 py-24 sm:py-32">
      <div className="mx-auto max-w-xl text-center">
        <p className="text-6xl font-extrabold text-brand-700">404</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{NOT_FOUND.title}</h1>
        <p className="mt-4 text-lg text-muted">
          The page you were looking for has moved or never existed. Let us get you back on track.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <SiteLink
            to="/"
            className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Back to the home page
          </SiteLink>
          <SiteLink
            to="/contact"
            className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-ink hover:bg-white"
          >
            Contact us
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
