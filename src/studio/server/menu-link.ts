/**
 * New page's "Add it to the menu": the site file's text with one more link at the end of its
 * header menu (`header.links`), written at the indentation of the links before it. Only those
 * lines are added: comments and formatting elsewhere stay exactly as they were. A menu that
 * links to the route already is left as it is.
 */
import { isMap, isSeq, parseDocument, stringify } from 'yaml';

export const SITE_FILE = 'pages/_site.yaml';

export type MenuLinkEdit =
  { ok: true; text: string; added: boolean } | { ok: false; message: string };

export interface MenuLink {
  label: string;
  to: string;
}

const indentLines = (text: string, indent: string) =>
  text
    .split('\n')
    .map((line) => (line === '' ? line : indent + line))
    .join('\n');

const plain = (text: string) => parseDocument(text).toJS() as unknown;

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

  // The last link's dash starts its first line: the new link goes after its last line.
  const lineStart = siteText.lastIndexOf('\n', last.range[0] - 1) + 1;
  const indent = /^( *)- /.exec(siteText.slice(lineStart, last.range[0]))?.[1];
  if (indent === undefined)
    return { ok: false, message: `${SITE_FILE}'s menu is not written one link per "- " item` };
  const lineEnd = siteText.indexOf('\n', Math.max(last.range[1] - 1, lineStart));
  const at = lineEnd === -1 ? siteText.length : lineEnd + 1;
  const before = lineEnd === -1 ? siteText + '\n' : siteText.slice(0, at);
  const item = indentLines(
    stringify([{ label: link.label, to: link.to }], { lineWidth: 0 }),
    indent,
  );
  const text = before + item + siteText.slice(at);

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
