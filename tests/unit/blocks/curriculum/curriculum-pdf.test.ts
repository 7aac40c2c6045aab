import { describe, expect, it } from 'vitest';
import type { CurriculumContent } from '../../../../blocks/curriculum/schema.ts';
import * as curriculumPage from '../../../../pages/curriculum.yaml';
import {
  buildCurriculumPdf,
  MODULE_KEEP,
  PROJECT_KEEP,
} from '../../../../blocks/curriculum/pdf.ts';
import { BOTTOM_LIMIT, MARGIN } from '../../../../src/pdf/pdf-writer.ts';
import type { PageModule } from '../../../../src/render/page-module.ts';
import { site } from '../../../../src/render/site.ts';
import { readPdf, type PdfPage, type TextRun } from './pdf-text.ts';

const { page } = curriculumPage as unknown as PageModule;
const curriculum = page.blocks.find(
  (block) => block.type === 'curriculum',
) as unknown as CurriculumContent;
const brand = site.brand.name;
const year = new Date().getFullYear();

async function pdfOf(content: CurriculumContent) {
  const doc = buildCurriculumPdf({ curriculum: content, brand, year });
  return readPdf(doc.output('arraybuffer'));
}

/** Footer runs sit below the body's lowest allowed baseline. */
const isFooter = (pdf: PdfPage, run: TextRun) => run.y > pdf.height - BOTTOM_LIMIT + 1;

/** The body text of the whole document as one string: lines joined as the reader reads them. */
const bodyText = (pages: PdfPage[]) =>
  pages
    .flatMap((pdf) => pdf.runs.filter((run) => !isFooter(pdf, run)).map((run) => run.text))
    .join(' ')
    .replace(/\s+/g, ' ');

function expectInOrder(text: string, expected: string[]) {
  let from = 0;
  for (const piece of expected) {
    const at = text.indexOf(piece, from);
    expect(at, `"${piece}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + piece.length;
  }
}

describe('the curriculum PDF of pages/curriculum.yaml', () => {
  it('is declared by the curriculum block, with its name and file name in data', () => {
    expect(curriculum.download).toEqual({
      name: 'curriculum-pdf',
      fileName: 'TradeLift-Growth-Strategist-Curriculum.pdf',
    });
  });

  it('holds the title, overview, every module and topic and the final project, in order', async () => {
    expect(curriculum.modules).toHaveLength(5);
    expect(curriculum.modules.flatMap((module) => module.topics)).toHaveLength(25);
    const text = bodyText(await pdfOf(curriculum));
    expectInOrder(text, [
      'Growth Strategist Certification Program',
      curriculum.description,
      'Duration: 8 Weeks',
      'Time Commitment: 10-15 hours/week',
      'Certification: ACGS Certified',
      'Format: Online with live sessions',
      ...curriculum.modules.flatMap((module, index) => [
        `Module 0${index + 1}: ${module.title}`,
        module.description,
        ...module.topics,
      ]),
      'Final Certification Project',
      curriculum.finalProject.description,
      ...curriculum.finalProject.deliverables,
    ]);
    expect(text).toContain('8 Weeks');
    expect(text).not.toMatch(/6 Weeks/i);
  });

  it('has the copyright and page number in the footer of every page, at 10 pt', async () => {
    const pages = await pdfOf(curriculum);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((pdf, index) => {
      const footer = pdf.runs.filter((run) => isFooter(pdf, run));
      expect(footer.map((run) => run.text)).toEqual([
        `© ${year} TradeLift`,
        `Page ${index + 1} of ${pages.length}`,
      ]);
      for (const run of footer) expect(run.size).toBe(10);
    });
  });

  it('sets the title at 24 pt, the body at 12 pt and the text from the 20-unit margin', async () => {
    const [first] = await pdfOf(curriculum);
    const title = first!.runs.find((run) => run.text.startsWith('Growth Strategist'));
    expect(title?.size).toBe(24);
    expect(title?.x).toBeCloseTo(MARGIN, 3);
    const description = first!.runs.find((run) =>
      curriculum.description.startsWith(run.text.trim()),
    );
    expect(description?.size).toBe(12);
    expect(Math.min(...first!.runs.map((run) => run.x))).toBeCloseTo(MARGIN, 3);
  });
});

describe('a curriculum three times as long', () => {
  const long: CurriculumContent = {
    ...curriculum,
    description: curriculum.description.repeat(3),
    modules: [1, 2, 3].flatMap((round) =>
      curriculum.modules.map((module) => ({
        ...module,
        title: `${module.title} ${round}`,
        description: `${module.description} `.repeat(3).trim(),
        topics: [
          ...module.topics,
          'See https://tradelift.example/curriculum/resources/templates/a-very-long-address-that-has-no-spaces-at-all-so-it-must-be-broken',
        ],
      })),
    ),
    finalProject: {
      ...curriculum.finalProject,
      description: curriculum.finalProject.description.repeat(3),
      deliverables: [1, 2, 3].flatMap(() => curriculum.finalProject.deliverables),
    },
  };

  /**
   * Checks every module and final-project heading: it has its 60 / 80 units left, and when it
   * opens a page the previous page was too full to start it there. The cursor sits at most 20
   * units (a 12 pt line and the gap before a section) under the last line of that page.
   */
  function checkBreaks(pages: PdfPage[]) {
    const breaks = { module: 0, project: 0 };
    pages.forEach((pdf, index) => {
      const body = pdf.runs.filter((run) => !isFooter(pdf, run));
      body.forEach((run, at) => {
        const kind = /^Module \d\d: /.test(run.text)
          ? 'module'
          : run.text === long.finalProject.title
            ? 'project'
            : undefined;
        if (kind === undefined) return;
        const keep = kind === 'module' ? MODULE_KEEP : PROJECT_KEEP;
        expect(pdf.height - run.y, run.text).toBeGreaterThanOrEqual(keep);
        if (at > 0 || index === 0) return;
        const previous = pages[index - 1]!;
        const last = previous.runs.filter((other) => !isFooter(previous, other)).at(-1)!;
        expect(previous.height - (last.y + 20), `room before ${run.text}`).toBeLessThan(keep);
        breaks[kind] += 1;
      });
    });
    return breaks;
  }

  it('starts each module with 60 units left, breaking only when needed', async () => {
    const pages = await pdfOf(long);
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(checkBreaks(pages).module).toBeGreaterThanOrEqual(3);
    expect(bodyText(pages)).toContain('Module 15: ');
  });

  it('starts the final project with 80 units left, wherever the modules end', async () => {
    // Growing the last module two lines (12 units) at a time moves the project's start across a
    // whole band of the page, through the 20-unit zone where 60 units are left but not 80.
    let projectBreaks = 0;
    for (let extra = 0; extra <= 16; extra += 2) {
      const modules = long.modules.map((module, index) =>
        index === long.modules.length - 1
          ? { ...module, topics: [...module.topics, ...Array<string>(extra).fill('Extra topic')] }
          : module,
      );
      projectBreaks += checkBreaks(await pdfOf({ ...long, modules })).project;
    }
    expect(projectBreaks).toBeGreaterThan(0);
  }, 30_000);

  it('keeps every run of text inside the margins and above the footer', async () => {
    const pages = await pdfOf(long);
    // pdfjs measures widths with its own copy of Helvetica, up to a few tenths of a unit off
    // jsPDF's metrics; text that runs off the page misses by far more.
    const slack = 0.5;
    for (const pdf of pages) {
      for (const run of pdf.runs) {
        expect(run.x, run.text).toBeGreaterThanOrEqual(MARGIN - slack);
        expect(run.x + run.width, run.text).toBeLessThanOrEqual(pdf.width - MARGIN + slack);
        expect(run.y - (run.size * 25.4) / 72, run.text).toBeGreaterThanOrEqual(0);
        expect(run.y, run.text).toBeLessThanOrEqual(
          isFooter(pdf, run) ? pdf.height - 5 : pdf.height - BOTTOM_LIMIT,
        );
      }
    }
  });
});
