/**
 * The search box, the filter buttons, the results count (a live region) and the empty state of
 * one filter scope. Configured entirely by the block's YAML; knows no block.
 */
import { useId } from 'react';
import { Icon } from '../Icon.tsx';
import { useLandmarkNaming } from '../landmark-names.tsx';
import { pendingScript } from './pending.ts';
import type { FilterControlsSettings } from './types.ts';
import { buttonSlug, useFilterControls } from './use-filter-controls.ts';

interface FilterControlsProps {
  scope?: string | undefined;
  settings: FilterControlsSettings;
  tone?: 'light' | 'muted' | 'dark';
}

export function FilterControls({ scope = '', settings, tone = 'light' }: FilterControlsProps) {
  const id = useId();
  const landmark = useLandmarkNaming();
  const state = useFilterControls(scope, settings);
  const { noun } = state.total === 1 ? { noun: settings.noun.one } : { noun: settings.noun.other };
  const announce = state.total !== null && (state.active || state.touched);
  const empty = state.total === 0 && state.active;
  const surface = tone === 'light' ? 'bg-slate-50' : 'bg-white';

  // Without JavaScript nothing could filter the static list, which then shows everything: the
  // controls stay out of sight rather than sit there dead (`@media (scripting: none)`).
  return (
    <div className="mb-10 noscript:hidden">
      {/* Only in the prerendered HTML: React never runs a script it renders on the client. */}
      {!state.hydrated && (
        <script dangerouslySetInnerHTML={{ __html: pendingScript(state.paramNames) }} />
      )}
      {/* A search landmark, not a <form>: results update as the visitor types; nothing submits. */}
      <div
        role="search"
        aria-label={landmark.label(settings.searchLabel)}
        className={`flex flex-col gap-4 rounded-2xl p-3 shadow-sm ring-1 ring-slate-200 lg:flex-row lg:items-center ${surface}`}
      >
        <div className="relative flex-1">
          <label htmlFor={`${id}-q`} className="sr-only">
            {settings.searchLabel}
          </label>
          <Icon
            name="search"
            strokeWidth={2}
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id={`${id}-q`}
            type="search"
            value={state.draft}
            onChange={(event) => state.setQuery(event.target.value)}
            placeholder={settings.placeholder}
            autoComplete="off"
            spellCheck={false}
            className="w-full rounded-xl border border-slate-300 bg-white py-3 pr-4 pl-12 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-3 focus:outline-offset-0 focus:outline-brand-600/25"
          />
        </div>
        {settings.buttons.length > 0 && (
          <div role="group" aria-label={settings.groupLabel} className="flex flex-wrap gap-2">
            {settings.buttons.map((button) => {
              const pressed = button.match
                ? state.chosenSlug === buttonSlug(button.label)
                : state.chosenSlug === '';
              return (
                <button
                  key={button.label}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => state.choose(button.label, button.match)}
                  className={`rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                    pressed
                      ? 'bg-navy-900 text-white shadow-sm'
                      : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50 hover:text-brand-700'
                  }`}
                >
                  {button.label}
                </button>
              );
            })}
          </div>
        )}
      </div>
      <p role="status" className="mt-3 min-h-6 px-1 text-sm font-medium text-muted">
        {announce ? `${state.total} ${noun}` : ''}
      </p>
      {empty && (
        <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <Icon name="search-x" strokeWidth={2} className="size-10 text-slate-400" />
          <p className="mt-4 text-lg font-semibold text-ink">
            No {settings.noun.other} match your search.
          </p>
          <p className="mt-1 text-muted">Try another word or show everything again.</p>
          <button
            type="button"
            onClick={state.clear}
            className="mt-6 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Clear filters
          </button>
        </div>
      )}
    </div>
  );
}
