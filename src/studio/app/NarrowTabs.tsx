/**
 * On a phone the studio shows one pane at a time, chosen by these tabs (Pages, Edit, Preview):
 * three panes stacked left each about a third of the screen, too little to edit or to see the
 * page. The panes stay mounted (hidden), so the editor keeps its text and the preview its frame.
 */
import { useRef, type KeyboardEvent } from 'react';

export type NarrowPane = 'files' | 'edit' | 'preview';

const TABS: { pane: NarrowPane; label: string }[] = [
  { pane: 'files', label: 'Pages' },
  { pane: 'edit', label: 'Edit' },
  { pane: 'preview', label: 'Preview' },
];

/** The id of a pane's panel, for the tab's aria-controls. */
export const paneId = (pane: NarrowPane) => `studio-pane-${pane}`;
export const tabId = (pane: NarrowPane) => `studio-tab-${pane}`;

interface Props {
  chosen: NarrowPane;
  onChoose: (pane: NarrowPane) => void;
}

export function NarrowTabs({ chosen, onChoose }: Props) {
  const list = useRef<HTMLDivElement>(null);
  // The arrow keys move between the tabs, as a tab list does (WAI-ARIA's pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = TABS.findIndex((tab) => tab.pane === chosen);
    const next = TABS[(index + step + TABS.length) % TABS.length]!.pane;
    onChoose(next);
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Studio panes"
      className="flex border-b border-slate-200 bg-white"
    >
      {TABS.map(({ pane, label }) => (
        <button
          key={pane}
          id={tabId(pane)}
          type="button"
          role="tab"
          aria-selected={chosen === pane}
          aria-controls={paneId(pane)}
          tabIndex={chosen === pane ? 0 : -1}
          onClick={() => onChoose(pane)}
          onKeyDown={onKeyDown}
          className="flex-1 border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-muted aria-selected:border-brand-700 aria-selected:text-brand-800"
        >
          {label}
        </button>
      ))}
    </div>
  );
}
