/**
 * The text a visitor can read in a prerendered page: the head (title, meta tags), scripts,
 * styles, tags and React's text separators removed, so "$497" and "/month" in neighbouring
 * elements read "$497/month" as on screen, and entities decoded.
 */
export function readableText(html: string) {
  return html
    .replace(/<head[\s>][\s\S]*?<\/head>/, ' ')
    .replace(/<!--.*?-->/gs, '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
