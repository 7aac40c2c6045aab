/**
 * A filterable listing's frame: the block's filter controls (when its YAML asks for them) above
 * the listing, which stays dimmed while a prerendered page waits for its filter to apply.
 * The listing blocks share it so none of them rewires the controls and the pending state.
 */
import type { ReactNode } from 'react';
import { FilterControls } from './FilterControls.tsx';
import { PENDING_CLASS } from './pending.ts';
import type { FilterControlsSettings } from './types.ts';

export function Filterable({
  filter,
  tone,
  className = '',
  children,
}: {
  filter: { scope?: string | undefined; controls?: FilterControlsSettings | undefined } | undefined;
  tone?: 'light' | 'muted' | 'dark';
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      {filter?.controls && (
        <FilterControls scope={filter.scope} settings={filter.controls} tone={tone} />
      )}
      <div className={`${className} ${filter ? PENDING_CLASS : ''}`.trim()}>{children}</div>
    </>
  );
}
