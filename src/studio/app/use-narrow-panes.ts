/**
 * Which pane a phone shows (NarrowTabs.tsx): the chosen tab, the props that make each pane its
 * tab's panel, and the two moves a person expects: a file chosen from the Pages tab, or a block
 * tapped in the preview, opens in the Edit tab.
 */
import { useState } from 'react';
import { paneId, tabId, type NarrowPane } from './NarrowTabs.tsx';

export function useNarrowPanes(narrow: boolean, blockIndex: number | null) {
  const [pane, setPane] = useState<NarrowPane>('edit');
  const [shownIndex, setShownIndex] = useState(blockIndex);
  if (blockIndex !== shownIndex) {
    setShownIndex(blockIndex);
    if (narrow && pane === 'preview' && blockIndex !== null) setPane('edit');
  }
  /** On a phone, each pane is a tab's panel and only the chosen one shows. */
  const paneProps = (name: NarrowPane) =>
    narrow
      ? {
          id: paneId(name),
          role: 'tabpanel',
          'aria-labelledby': tabId(name),
          hidden: pane !== name,
        }
      : { id: paneId(name) };
  return { pane, setPane, paneProps };
}
