/**
 * The parts the site's SVG visuals are drawn from (windows, phones, cards, charts, pills), so
 * every mock-up shares one visual language: the brand colours, rounded white cards with one
 * soft shadow, Inter text. Each function returns SVG markup; coordinates are in the drawing's
 * own units.
 */
export const colour = {
  navy: '#0b1f3a',
  navy950: '#06122a',
  ink: '#0f172a',
  muted: '#475569',
  faint: '#94a3b8',
  line: '#e2e8f0',
  wash: '#f8fafc',
  wash2: '#f1f5f9',
  brand: '#1f56d6',
  brand700: '#1a46b0',
  brand100: '#dce8ff',
  brand50: '#eef4ff',
  accent: '#f97316',
  accent50: '#fff7ed',
  accent100: '#ffedd5',
  green: '#10b981',
  green700: '#047857',
  green50: '#ecfdf5',
  amber: '#f59e0b',
  red: '#ef4444',
  violet: '#7c3aed',
  white: '#ffffff',
};

export const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Rough advance width of Inter text, enough to size pills and badges. */
export const textWidth = (text: string, size: number, weight = 400) =>
  text.length * size * (weight >= 600 ? 0.6 : 0.55);

interface TextStyle {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
}

export function text(x: number, y: number, content: string, style: TextStyle = {}) {
  const { size = 12, weight = 400, fill = colour.ink, anchor = 'start' } = style;
  return `<text x="${x}" y="${y}" font-size="${size}"${weight !== 400 ? ` font-weight="${weight}"` : ''} fill="${fill}"${anchor !== 'start' ? ` text-anchor="${anchor}"` : ''}>${escape(content)}</text>`;
}

/** A label centred on x, bold unless told otherwise: a figure, a name, a badge's letter. */
export const centred = (
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string = colour.ink,
  weight = 800,
) => text(x, y, content, { size, weight, fill, anchor: 'middle' });

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  radius = 0,
  extra = '',
) {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}"${radius ? ` rx="${radius}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** A white (or navy) card lifted off the page by the shared shadow. */
export function card(
  x: number,
  y: number,
  width: number,
  height: number,
  fill = colour.white,
  radius = 16,
) {
  return `<g filter="url(#visual-shadow)">${rect(x, y, width, height, fill, radius)}</g>`;
}

/** An app window: a card with a title bar and its three dots. */
export function window(x: number, y: number, width: number, height: number, title = '') {
  return [
    card(x, y, width, height, colour.white, 14),
    `<path d="M${x} ${y + 14}a14 14 0 0 1 14-14h${width - 28}a14 14 0 0 1 14 14v20h-${width}z" fill="${colour.wash2}"/>`,
    circle(x + 18, y + 17, 4.5, '#fca5a5'),
    circle(x + 32, y + 17, 4.5, '#fcd34d'),
    circle(x + 46, y + 17, 4.5, '#86efac'),
    title
      ? text(x + width / 2, y + 21, title, {
          size: 11,
          weight: 600,
          fill: colour.muted,
          anchor: 'middle',
        })
      : '',
  ].join('');
}

/** A phone: navy frame, white screen, the notch. Content goes from (x+10, y+58). */
export function phone(x: number, y: number, width = 232, height = 460) {
  return [
    card(x, y, width, height, colour.navy, 36),
    rect(x + 10, y + 10, width - 20, height - 20, colour.white, 28),
    rect(x + width / 2 - 32, y + 18, 64, 15, colour.navy, 7.5),
  ].join('');
}

/** A rounded label, e.g. a status. Returns its markup; its width is `pillWidth`. */
export function pill(x: number, y: number, label: string, fill: string, ink: string, size = 11) {
  const width = pillWidth(label, size);
  return (
    rect(x, y, width, size + 11, fill, (size + 11) / 2) +
    text(x + width / 2, y + size + 4, label, { size, weight: 600, fill: ink, anchor: 'middle' })
  );
}
export const pillWidth = (label: string, size = 11) => Math.round(textWidth(label, size, 600) + 18);

export function avatar(cx: number, cy: number, r: number, initials: string, fill: string) {
  return (
    circle(cx, cy, r, fill) +
    text(cx, cy + r * 0.3, initials, {
      size: Math.round(r * 0.75),
      weight: 700,
      fill: colour.white,
      anchor: 'middle',
    })
  );
}

/** Grey bars standing for lines of text. */
export function lines(
  x: number,
  y: number,
  widths: number[],
  fill = colour.line,
  height = 7,
  gap = 14,
) {
  return widths
    .map((width, index) => rect(x, y + index * gap, width, height, fill, height / 2))
    .join('');
}

export function button(
  x: number,
  y: number,
  width: number,
  height: number,
  label: string,
  fill = colour.accent,
  ink = colour.navy950,
) {
  return (
    rect(x, y, width, height, fill, 8) +
    text(x + width / 2, y + height / 2 + 4.5, label, {
      size: 12,
      weight: 700,
      fill: ink,
      anchor: 'middle',
    })
  );
}

/** A filled round badge with a white tick. */
export function tick(cx: number, cy: number, r = 8, fill = colour.green) {
  const s = r / 8;
  return (
    circle(cx, cy, r, fill) +
    `<path d="M${cx - 3.5 * s} ${cy}l${2.5 * s} ${2.5 * s} ${4.5 * s}-${5 * s}" fill="none" stroke="#fff" stroke-width="${1.8 * s}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

export function star(cx: number, cy: number, r: number, fill = colour.amber) {
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    const radius = index % 2 === 0 ? r : r * 0.45;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

export const stars = (x: number, cy: number, count: number, r = 7, gap = 17) =>
  Array.from({ length: count }, (_, index) => star(x + r + index * gap, cy, r)).join('');

/** Vertical bars from a baseline; the last one (or `highlight`) in the accent colour. */
export function bars(
  x: number,
  bottom: number,
  height: number,
  values: number[],
  barWidth: number,
  gap: number,
  highlight = values.length - 1,
  fill = colour.brand,
) {
  const top = Math.max(...values);
  return values
    .map((value, index) => {
      const h = Math.max(3, (value / top) * height);
      return rect(
        x + index * (barWidth + gap),
        bottom - h,
        barWidth,
        h,
        index === highlight ? colour.accent : fill,
        4,
      );
    })
    .join('');
}

/** A line chart with a soft area under it. */
export function lineChart(
  x: number,
  y: number,
  width: number,
  height: number,
  values: number[],
  stroke = colour.brand,
) {
  const top = Math.max(...values);
  const low = Math.min(...values) * 0.8;
  const points = values.map((value, index) => [
    x + (index / (values.length - 1)) * width,
    y + height - ((value - low) / (top - low)) * height,
  ]);
  const path = points
    .map(([px, py], index) => `${index ? 'L' : 'M'}${px!.toFixed(1)} ${py!.toFixed(1)}`)
    .join('');
  const [lastX, lastY] = points[points.length - 1]!;
  return [
    `<path d="${path}L${x + width} ${y + height}L${x} ${y + height}z" fill="${stroke}" fill-opacity="0.12"/>`,
    `<path d="${path}" fill="none" stroke="${stroke}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
    circle(lastX!, lastY!, 5, colour.white, `stroke="${stroke}" stroke-width="3"`),
  ].join('');
}

export function progress(
  x: number,
  y: number,
  width: number,
  share: number,
  fill = colour.brand,
  height = 8,
) {
  return (
    rect(x, y, width, height, colour.wash2, height / 2) +
    rect(x, y, Math.max(height, width * share), height, fill, height / 2)
  );
}

/** A floating stat: an icon disc, a small label and a large figure. */
export function stat(
  x: number,
  y: number,
  width: number,
  label: string,
  value: string,
  glyph: string,
  options: { dark?: boolean; tint?: string; ink?: string } = {},
) {
  const { dark = false, tint = colour.accent50, ink = colour.accent } = options;
  return [
    card(x, y, width, 64, dark ? colour.navy : colour.white, 14),
    circle(x + 32, y + 32, 16, dark ? colour.accent : tint),
    `<g transform="translate(${x + 22} ${y + 22})" fill="none" stroke="${dark ? colour.navy950 : ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
    text(x + 58, y + 27, label, { size: 11, weight: 600, fill: dark ? '#cbd5e1' : colour.muted }),
    text(x + 58, y + 46, value, { size: 16, weight: 800, fill: dark ? colour.white : colour.ink }),
  ].join('');
}

/** 20 × 20 line glyphs (lucide-like) for stat discs and rows. */
export const glyph = {
  bolt: '<path d="M11 1 3 12h7l-1 7 8-11h-7z"/>',
  calendar: '<rect x="2" y="4" width="16" height="14" rx="2"/><path d="M2 9h16M6 1v5M14 1v5"/>',
  dollar: '<path d="M10 1v18M14.5 5H8a3 3 0 0 0 0 6h4a3 3 0 0 1 0 6H5"/>',
  trend: '<path d="m1 15 6-6 4 4 8-8M13 5h6v6"/>',
  star: '<path d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"/>',
  check: '<path d="m3 10 5 5 9-10"/>',
  phone:
    '<path d="M18 14v3a2 2 0 0 1-2 2A16 16 0 0 1 1 4a2 2 0 0 1 2-2h3l1.5 4-2 1.5a11 11 0 0 0 7 7l1.5-2z"/>',
  chat: '<path d="M2 4a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H7l-5 4z"/>',
  users:
    '<circle cx="7" cy="6" r="3.5"/><path d="M1 18a6 6 0 0 1 12 0M13 2.5a3.5 3.5 0 0 1 0 7M15 12.5a6 6 0 0 1 4 5.5"/>',
  lock: '<rect x="3" y="9" width="14" height="10" rx="2"/><path d="M6 9V6a4 4 0 0 1 8 0v3"/>',
  pin: '<path d="M10 19s7-6 7-11a7 7 0 0 0-14 0c0 5 7 11 7 11z"/><circle cx="10" cy="8" r="2.5"/>',
  clock: '<circle cx="10" cy="10" r="9"/><path d="M10 5v5l3 2"/>',
  play: '<path d="M5 3v14l12-7z"/>',
  award: '<circle cx="10" cy="7" r="6"/><path d="m6 12-2 7 6-3 6 3-2-7"/>',
  shield: '<path d="M10 1 2 4v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V4z"/><path d="m6.5 10 2.5 2.5 4.5-5"/>',
  plug: '<path d="M6 1v5M14 1v5M3 6h14v3a7 7 0 0 1-14 0zM10 16v3"/>',
  mail: '<rect x="1" y="3" width="18" height="14" rx="2"/><path d="m1 5 9 6 9-6"/>',
  doc: '<path d="M12 1H4a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7z"/><path d="M12 1v6h6M6 11h8M6 15h5"/>',
  target:
    '<circle cx="10" cy="10" r="9"/><circle cx="10" cy="10" r="5"/><circle cx="10" cy="10" r="1"/>',
};

/** A small tinted square with a glyph, for list rows. */
export function iconTile(
  x: number,
  y: number,
  size: number,
  tint: string,
  ink: string,
  shape: string,
) {
  const scale = (size * 0.55) / 20;
  const offset = (size - 20 * scale) / 2;
  return (
    rect(x, y, size, size, tint, size * 0.28) +
    `<g transform="translate(${x + offset} ${y + offset}) scale(${scale.toFixed(3)})" fill="none" stroke="${ink}" stroke-width="${(2 / scale).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round">${shape}</g>`
  );
}

/** The shared definitions (shadow, background glow) and the soft shapes behind a drawing. */
export function backdrop(
  width: number,
  height: number,
  glow: { cx: number; cy: number; r: number },
  dot?: { cx: number; cy: number; r: number; fill?: string },
) {
  return [
    '<defs>',
    `<filter id="visual-shadow" filterUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="#0b1f3a" flood-opacity="0.18"/></filter>`,
    '<linearGradient id="visual-glow" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dce8ff"/><stop offset="1" stop-color="#eef4ff" stop-opacity="0"/></linearGradient>',
    '</defs>',
    circle(glow.cx, glow.cy, glow.r, 'url(#visual-glow)'),
    dot ? circle(dot.cx, dot.cy, dot.r, dot.fill ?? '#fff1e6') : '',
  ].join('');
}
