/** Ids that the layout itself puts on every page, so a link may scroll to them on any page. */
export const LAYOUT_SECTION_IDS: readonly string[] = ['main-content'];
