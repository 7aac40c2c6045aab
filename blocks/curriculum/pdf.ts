/**
 * The curriculum PDF, as a pure function of the curriculum block's data: the same data the
 * /curriculum page renders, so the two cannot disagree. It runs in the browser (on demand,
 * through download.ts) and in Node (tests). Layout per the spec: left margin 20, title 24 / body 12 / footer 10, a new
 * page when less than 60 units remain before a module or 80 before the final project.
 */
import { jsPDF } from 'jspdf';
import { PdfWriter, type Rgb } from '../../src/pdf/pdf-writer.ts';
import { moduleNumber } from './module-number.ts';
import type { CurriculumContent } from './schema.ts';

export const FONT_SIZE = { title: 24, heading: 16, body: 12, footer: 10 } as const;
/** Least room (mm to the bottom edge) a module may start in; less and it starts a new page. */
export const MODULE_KEEP = 60;
/** The same for the final project, which is longer and should not be split early. */
export const PROJECT_KEEP = 80;

const NAVY: Rgb = [11, 31, 58];
const BRAND: Rgb = [26, 70, 176];
const ACCENT: Rgb = [194, 65, 12];
const INK: Rgb = [15, 23, 42];
const MUTED: Rgb = [71, 85, 105];
const LINE: Rgb = [226, 232, 240];

export interface CurriculumPdfInput {
  curriculum: CurriculumContent;
  brand: string;
  /** The year of the copyright line; the caller passes the current one. */
  year: number;
}

export function buildCurriculumPdf({ curriculum, brand, year }: CurriculumPdfInput): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'letter', compress: true });
  doc.setProperties({
    title: curriculum.title,
    subject: curriculum.description,
    author: brand,
    creator: brand,
  });
  const pdf = new PdfWriter(doc);
  const body = { size: FONT_SIZE.body, color: INK };
  const heading = { size: FONT_SIZE.heading, bold: true, color: NAVY };

  pdf.paragraph(brand, { size: FONT_SIZE.body, bold: true, color: ACCENT, after: 2 });
  pdf.paragraph(curriculum.title, { size: FONT_SIZE.title, bold: true, color: NAVY, after: 3 });
  pdf.paragraph(curriculum.description, { ...body, color: MUTED, after: 2 });
  pdf.rule(LINE, 8);

  pdf.paragraph('Program Overview', { ...heading, after: 1 });
  for (const card of curriculum.infoCards)
    pdf.fact(card.label, card.printValue ?? card.value, body, ACCENT);
  for (const fact of curriculum.moreFacts) pdf.fact(fact.label, fact.value, body, ACCENT);
  pdf.y += 6;

  // The section heading stays with the first module.
  pdf.keepSpace(MODULE_KEEP + pdf.lineHeight(FONT_SIZE.heading) + 2);
  pdf.paragraph(curriculum.modulesTitle, { ...heading, color: BRAND, after: 2 });

  curriculum.modules.forEach((module, index) => {
    if (index > 0) pdf.y += 6;
    pdf.keepSpace(MODULE_KEEP);
    pdf.paragraph(`Module ${moduleNumber(index)}: ${module.title}`, { ...heading, after: 0.5 });
    if (module.when) pdf.paragraph(module.when, { ...body, bold: true, color: ACCENT });
    pdf.paragraph(module.description, { ...body, color: MUTED, after: 1.5 });
    for (const topic of module.topics) pdf.bullet(topic, body, BRAND);
  });

  pdf.y += 14;
  pdf.keepSpace(PROJECT_KEEP);
  pdf.divider(9, LINE);
  const project = curriculum.finalProject;
  pdf.paragraph(project.title, { ...heading, color: BRAND, after: 0.5 });
  if (project.when) pdf.paragraph(project.when, { ...body, bold: true, color: ACCENT });
  pdf.paragraph(project.description, { ...body, color: MUTED, after: 1.5 });
  for (const item of project.deliverables) pdf.bullet(item, body, BRAND);

  pdf.footers(
    `© ${year} ${brand}`,
    (page, pages) => `Page ${page} of ${pages}`,
    FONT_SIZE.footer,
    MUTED,
  );
  return doc;
}
