/**
 * Finds text that spills out of its box, run inside the page (`page.evaluate(findTextOverflow)`).
 *
 * Every rendered line of every text node is measured (Range.getClientRects) and must lie
 * inside the content box (inside the padding) of each block-level ancestor it flows in: the
 * element that holds it, the card around it, the section, the viewport. "General Contracting"
 * running 14 px into a card's padding is caught even though nothing scrolls sideways.
 *
 * What is not a spill, so never reported: text a visitor cannot see (display none, visibility
 * hidden, clipped like `sr-only` or shrunk to a pixel like the form honeypot), text deliberately cut short (`text-overflow: ellipsis`,
 * `line-clamp`), text inside a sideways-scrolling container (it scrolls, it does not spill),
 * SVG text (drawn inside its own viewBox) and text in a positioned overlay, which is checked
 * against the overlay's own box rather than the flow it floats over. Vertically, a glyph box
 * taller than its line (tight `leading-none` headings) is allowed to stick out by the
 * difference and no more.
 *
 * Self-contained (no imports, no helpers outside the function): Playwright serialises it.
 */
export interface TextOverflow {
  /** The element holding the text, e.g. `h3.text-base.font-semibold`. */
  element: string;
  /** The first words of the text. */
  text: string;
  /** The box it spills out of, e.g. `div.rounded-xl.border` or `viewport`. */
  box: string;
  /** The edge crossed, or `squeezed`: a column so narrow that every line holds one word. */
  side: 'left' | 'right' | 'top' | 'bottom' | 'squeezed';
  /** By how many CSS pixels, rounded (for `squeezed`: the number of lines). */
  pixels: number;
}

export function findTextOverflow(): TextOverflow[] {
  const TOLERANCE = 1; // sub-pixel rounding
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let found = styles.get(element);
    if (!found) {
      found = getComputedStyle(element);
      styles.set(element, found);
    }
    return found;
  };
  const describe = (element: Element) => {
    const classes = [...element.classList]
      .filter((name) => !name.includes(':'))
      .slice(0, 4)
      .map((name) => `.${name}`)
      .join('');
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}`;
  };
  // Hidden on purpose: clipped away (`sr-only`) or shrunk to a pixel with its overflow
  // hidden (the form honeypot's technique).
  const hides = (element: Element) => {
    const css = style(element);
    if (css.clipPath !== 'none' || (css.clip !== 'auto' && css.clip !== '')) return true;
    const rect = element.getBoundingClientRect();
    return css.overflow !== 'visible' && rect.width <= 1 && rect.height <= 1;
  };
  const truncates = (element: Element) => {
    const css = style(element);
    return (
      css.textOverflow === 'ellipsis' ||
      (css.getPropertyValue('-webkit-line-clamp') || 'none') !== 'none'
    );
  };
  const scrollsSideways = (element: Element) =>
    ['auto', 'scroll'].includes(style(element).overflowX) && element !== document.documentElement;
  const contentBox = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const css = style(element);
    const px = (value: string) => Number.parseFloat(value) || 0;
    return {
      left: rect.left + px(css.borderLeftWidth) + px(css.paddingLeft),
      right: rect.right - px(css.borderRightWidth) - px(css.paddingRight),
      top: rect.top + px(css.borderTopWidth) + px(css.paddingTop),
      bottom: rect.bottom - px(css.borderBottomWidth) - px(css.paddingBottom),
    };
  };

  const found: TextOverflow[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const holder = node.parentElement;
    if (!text || !holder || holder.closest('svg, script, style, noscript, template')) continue;
    const holderStyle = style(holder);
    if (holderStyle.visibility !== 'visible') continue;
    // Inside a closed <details> (the menus, the FAQ) the text keeps its boxes but is not drawn.
    if (!holder.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
    if (lines.length === 0) continue;

    // The block-level boxes the text flows in, innermost first, up to the first positioned
    // overlay or sideways scroller. Any clipping or truncating ancestor: the text is meant
    // to be cut (or hidden), skip it.
    const boxes: Element[] = [];
    let skip = false;
    for (let element: Element | null = holder; element; element = element.parentElement) {
      if (hides(element) || truncates(element)) {
        skip = true;
        break;
      }
      if (scrollsSideways(element)) break;
      const css = style(element);
      if (element !== document.body && element !== document.documentElement) {
        if (!css.display.startsWith('inline') && css.display !== 'contents') boxes.push(element);
      }
      if (css.position === 'absolute' || css.position === 'fixed') break;
    }
    if (skip) continue;

    const lineHeight = Number.parseFloat(holderStyle.lineHeight);
    const element = describe(holder);
    const words = text.replace(/\s+/g, ' ').slice(0, 60);
    const report = (box: string, side: TextOverflow['side'], pixels: number) => {
      if (!found.some((entry) => entry.element === element && entry.text === words))
        found.push({ element, text: words, box, side, pixels: Math.round(pixels) });
    };
    const wordCount = text.split(/\s+/).length;
    const lineCount = new Set(lines.map((line) => Math.round(line.top))).size;
    if (wordCount >= 4 && lineCount >= wordCount)
      report(describe(holder.parentElement ?? holder), 'squeezed', lineCount);
    const viewport = { left: 0, right: document.documentElement.clientWidth };
    for (const line of lines) {
      // A glyph box taller than the line box (leading-none) may stick out by the difference.
      const slack =
        TOLERANCE + (Number.isFinite(lineHeight) ? Math.max(0, (line.height - lineHeight) / 2) : 0);
      if (line.left < viewport.left - TOLERANCE)
        report('viewport', 'left', viewport.left - line.left);
      if (line.right > viewport.right + TOLERANCE)
        report('viewport', 'right', line.right - viewport.right);
      for (const box of boxes) {
        const inner = contentBox(box);
        const name = describe(box);
        if (line.left < inner.left - TOLERANCE) report(name, 'left', inner.left - line.left);
        else if (line.right > inner.right + TOLERANCE)
          report(name, 'right', line.right - inner.right);
        else if (line.top < inner.top - slack) report(name, 'top', inner.top - line.top);
        else if (line.bottom > inner.bottom + slack)
          report(name, 'bottom', line.bottom - inner.bottom);
        else continue;
        break;
      }
    }
  }
  return found;
}

/**
 * Buttons whose label wraps onto a second line: on a wide screen a two-line button among
 * one-line neighbours ("Choose Scalable / Success") is a layout that ran out of room.
 * A button is a `<button>` or a link drawn as one (centred flex box with padding).
 */
export function findWrappedButtons(): string[] {
  const wrapped: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('main button, main a')) {
    const css = getComputedStyle(element);
    if (!css.display.includes('flex') || css.justifyContent !== 'center') continue;
    if (element.closest('[hidden], [aria-hidden="true"]') || element.offsetParent === null)
      continue;
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const holder = node.parentElement;
      if (!node.textContent?.trim() || !holder || getComputedStyle(holder).clipPath !== 'none')
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects())
        if (rect.width > 0) tops.add(Math.round(rect.top + rect.height / 2));
    }
    if (tops.size > 1) wrapped.push(element.innerText.replace(/\s+/g, ' ').trim());
  }
  return wrapped;
}
