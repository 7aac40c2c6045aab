/**
 * A flowing-text writer on a jsPDF document: it keeps a cursor, wraps every line inside the
 * margins and starts a new page before a line would enter the footer zone. It knows nothing of
 * what it writes; layouts (such as the curriculum) compose it.
 */
import type { jsPDF } from 'jspdf';

/** Millimetres, the document's unit. */
export const MARGIN = 20;
export const TOP = 20;
/** Baseline of the footer, above the bottom edge. */
export const FOOTER_OFFSET = 10;
/** No body line has its baseline lower than this above the bottom edge (keeps clear of the footer). */
export const BOTTOM_LIMIT = 24;

const PT_TO_MM = 25.4 / 72;
const LINE_FACTOR = 1.4;
const BULLET_INDENT = 6;
/**
 * jsPDF's splitTextToSize measures with kerning, but text() draws without it, so a line can come
 * out up to ~1% wider than measured. Wrapping to 98% of the width keeps every line inside.
 */
const WRAP_FACTOR = 0.98;

export type Rgb = readonly [number, number, number];

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: Rgb;
  /** Extra left indent, in mm. */
  indent?: number;
  /** Space after the paragraph, in mm. */
  after?: number;
}

export class PdfWriter {
  /** Baseline of the next line. */
  y = TOP;

  constructor(readonly doc: jsPDF) {}

  get pageWidth() {
    return this.doc.internal.pageSize.getWidth();
  }

  get pageHeight() {
    return this.doc.internal.pageSize.getHeight();
  }

  /** Room left between the cursor and the bottom edge of the page. */
  get remaining() {
    return this.pageHeight - this.y;
  }

  get textWidth() {
    return this.pageWidth - 2 * MARGIN;
  }

  lineHeight(size: number) {
    return size * PT_TO_MM * LINE_FACTOR;
  }

  newPage() {
    this.doc.addPage();
    this.y = TOP;
  }

  /** Starts a new page unless at least `space` mm remain: keeps a heading with what follows. */
  keepSpace(space: number) {
    if (this.remaining < space) this.newPage();
  }

  private setStyle({ size, bold, color = [15, 23, 42] }: TextStyle) {
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    this.doc.setTextColor(color[0], color[1], color[2]);
  }

  /** Moves to a new page if the next line would not fit above the footer zone. */
  private fitLine() {
    if (this.y > this.pageHeight - BOTTOM_LIMIT) this.newPage();
  }

  /** Writes wrapped text at the left margin (plus indent); returns where its first line went. */
  paragraph(text: string, style: TextStyle): { page: number; y: number } {
    this.setStyle(style);
    const indent = style.indent ?? 0;
    const lines = this.doc.splitTextToSize(
      text,
      (this.textWidth - indent) * WRAP_FACTOR,
    ) as string[];
    let first = { page: this.page, y: this.y };
    lines.forEach((line, index) => {
      this.fitLine();
      if (index === 0) first = { page: this.page, y: this.y };
      this.doc.text(line, MARGIN + indent, this.y);
      this.y += this.lineHeight(style.size);
    });
    this.y += style.after ?? 0;
    return first;
  }

  /** A bullet point: a small dot, then the text wrapped with a hanging indent. */
  bullet(text: string, style: TextStyle, dotColor: Rgb) {
    const indent = (style.indent ?? 0) + BULLET_INDENT;
    const first = this.paragraph(text, { ...style, indent });
    this.dot(first, indent, style.size, dotColor);
  }

  /**
   * A labelled bullet ("Duration: 8 Weeks"): the label bold, the value wrapped after it (or
   * under it, when the label takes more than half the line).
   */
  fact(label: string, value: string, style: TextStyle, dotColor: Rgb) {
    const indent = (style.indent ?? 0) + BULLET_INDENT;
    const labelText = `${label}: `;
    this.setStyle({ ...style, bold: true });
    const labelWidth = this.doc.getTextWidth(labelText);
    const hanging = labelWidth <= (this.textWidth - indent) / 2;
    const first = this.paragraph(labelText.trim(), {
      ...style,
      bold: true,
      indent,
      after: 0,
    });
    this.dot(first, indent, style.size, dotColor);
    if (hanging) this.y = first.y;
    this.paragraph(value, {
      ...style,
      bold: false,
      indent: hanging ? indent + labelWidth : indent,
    });
  }

  private get page() {
    return this.doc.getCurrentPageInfo().pageNumber;
  }

  /** The bullet dot, on the x-height of a first line, on whichever page that line landed. */
  private dot(first: { page: number; y: number }, indent: number, size: number, color: Rgb) {
    const current = this.page;
    this.doc.setPage(first.page);
    this.doc.setFillColor(color[0], color[1], color[2]);
    this.doc.circle(MARGIN + indent - 4, first.y - size * PT_TO_MM * 0.3, 0.8, 'F');
    this.doc.setPage(current);
  }

  /** A thin horizontal rule across the text width. */
  rule(color: Rgb, after: number) {
    this.doc.setDrawColor(color[0], color[1], color[2]);
    this.doc.setLineWidth(0.3);
    this.doc.line(MARGIN, this.y, this.pageWidth - MARGIN, this.y);
    this.y += after;
  }

  /**
   * A rule `above` mm over the next line, drawn in the gap before a section so that it moves
   * nothing; left out at the top of a page, where nothing precedes it.
   */
  divider(above: number, color: Rgb) {
    if (this.y <= TOP) return;
    this.doc.setDrawColor(color[0], color[1], color[2]);
    this.doc.setLineWidth(0.3);
    this.doc.line(MARGIN, this.y - above, this.pageWidth - MARGIN, this.y - above);
  }

  /** Writes `left` and `right(page, pages)` in the footer of every page, once all is laid out. */
  footers(left: string, right: (page: number, pages: number) => string, size: number, color: Rgb) {
    const pages = this.doc.getNumberOfPages();
    for (let page = 1; page <= pages; page += 1) {
      this.doc.setPage(page);
      const baseline = this.pageHeight - FOOTER_OFFSET;
      this.doc.setDrawColor(226, 232, 240);
      this.doc.setLineWidth(0.3);
      this.doc.line(MARGIN, baseline - 6, this.pageWidth - MARGIN, baseline - 6);
      this.setStyle({ size, color });
      this.doc.text(left, MARGIN, baseline);
      this.doc.text(right(page, pages), this.pageWidth - MARGIN, baseline, { align: 'right' });
    }
  }
}
