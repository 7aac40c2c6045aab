/**
 * The site file's menus, edited as lines so comments and formatting elsewhere stay exactly as
 * they were. New page's "Add it to the menu": one more link at the end of the header menu
 * (`header.links`), at the indentation of the links before it; a menu that links to the route
 * already is left as it is. Delete page: every link of the menus (any list item with a `to:`)
 * that leads to the page goes. Each edit is checked to read as the old data with exactly that
 * change, or it is refused.
 */
import { isMap, isScalar, isSeq, parseDocument, visit, type YAMLMap } from 'yaml';
import { plain, withItemAppended, withItemsCut } from './yaml-list-lines.ts';

export const SITE_FILE = 'pages/_site.yaml';

export type MenuLinkEdit =
  { ok: true; text: string; added: boolean } | { ok: false; message: string };

export interface MenuLink {
  label: string;
  to: string;
}

export function withMenuLink(siteText: string, link: MenuLink): MenuLinkEdit {
  const document = parseDocument(siteText);
  if (document.errors.length > 0)
    return { ok: false, message: `${SITE_FILE} has a YAML error: fix it first, then add the link` };
  const links = document.getIn(['header', 'links'], true);
  const last = isSeq(links) ? links.items.at(-1) : undefined;
  if (!isSeq(links) || links.flow || !isMap(last) || !last.range) {
    return {
      ok: false,
      message: `${SITE_FILE} has no menu to add to (a header with a list of links)`,
    };
  }
  if (links.items.some((item) => isMap(item) && item.get('to') === link.to))
    return { ok: true, text: siteText, added: false };

  const text = withItemAppended(siteText, links, { label: link.label, to: link.to });
  if (text === null)
    return { ok: false, message: `${SITE_FILE}'s menu is not written one link per "- " item` };

  // The text must read as the old data with one more link, and nothing else: checked, not hoped.
  const expected = plain(siteText) as { header: { links: MenuLink[] } };
  expected.header.links.push({ label: link.label, to: link.to });
  if (JSON.stringify(plain(text)) !== JSON.stringify(expected))
    return {
      ok: false,
      message: `${SITE_FILE}'s menu could not take the link without other changes`,
    };
  return { ok: true, text, added: true };
}

export type MenuUnlinkEdit =
  { ok: true; text: string; removed: number } | { ok: false; message: string };

/** The page a link's `to:` leads to: without its `#section` or `?query`, or a trailing slash. */
const routeOfLink = (to: string) => to.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
const leadsTo = (item: unknown, route: string) =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as { to?: unknown }).to === 'string' &&
  routeOfLink((item as { to: string }).to) === route;

/** The data without the list items that lead to `route`, wherever they are. */
function dataWithout(data: unknown, route: string): unknown {
  if (Array.isArray(data))
    return data.filter((item) => !leadsTo(item, route)).map((item) => dataWithout(item, route));
  if (typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, dataWithout(value, route)]),
  );
}

export function withoutLinksTo(siteText: string, route: string): MenuUnlinkEdit {
  const document = parseDocument(siteText);
  if (document.errors.length > 0)
    return { ok: false, message: `${SITE_FILE} has a YAML error: fix it first` };
  const items: YAMLMap[] = [];
  visit(document, {
    Seq(_, seq) {
      for (const item of seq.items) {
        const to = isMap(item) ? item.get('to', true) : undefined;
        if (isMap(item) && isScalar(to) && leadsTo({ to: to.value }, route)) items.push(item);
      }
    },
  });
  if (items.length === 0) return { ok: true, text: siteText, removed: 0 };

  const refused = {
    ok: false,
    message: `${SITE_FILE}'s menus could not lose the link to ${route} without other changes: remove it there by hand`,
  } as const;
  const text = withItemsCut(siteText, items);
  if (text === null) return refused;

  const expected = dataWithout(plain(siteText), route);
  if (JSON.stringify(plain(text)) !== JSON.stringify(expected)) return refused;
  return { ok: true, text, removed: items.length };
}
