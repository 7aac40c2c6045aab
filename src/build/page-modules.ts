/**
 * What a built page's module is made of, from this build's validation: a page as the browser
 * gets it (dated items judged, pictures made), its module data and code, one block's data (a
 * download's). Read by the prerender (builtPageModules), the downloads' data files (builtBlock)
 * and the content plugin (moduleCode), which makes the same modules for Vite.
 */
import { resolve } from 'node:path';
import { buildDateOf } from '../content/site-time-zone.ts';
import { pageOnDate } from '../project/page-on-date.ts';
import type { DownloadLink } from '../content/download-link.ts';
import type { FormDefinition } from '../content/form-schema.ts';
import { withRuleOptions } from '../content/option-rules.ts';
import { routeFromPageFile } from '../content/route-path.ts';
import { renderedSite, type Site } from '../content/site-schema.ts';
import { blockWake } from '../islands/block-wake.ts';
import type { BuiltPicture } from '../media/built-picture.ts';
import { factsReader } from '../media/facts-store.ts';
import { pageSchema, type PageData } from '../project/page-schema.ts';
import { hasData, type FileKind, type ValidationResult } from '../project/validate.ts';
import type { ValidatedBuild } from '../project/validated-project.ts';
import { withBuiltPictures } from './images/page-pictures.ts';
import {
  builtSectionIndex,
  downloadsFor,
  pageTargets,
  sectionRoutesFor,
  type SectionIndex,
} from './section-index.ts';

/** `pages/x.yaml?block=3`: the import of one block's data (see the page branch of transform). */
export const BLOCK_QUERY = /[?&]block=(\d+)(?:&|$)/;

/** The id that imports one block's data of a page file (what BLOCK_QUERY reads). */
export const blockImport = (pageFile: string, index: number) => `${pageFile}?block=${index}`;

/**
 * One block's data as a built page holds it (a download's data file, src/build/download-files.ts),
 * from the validation of this build.
 */
export function builtBlock(validated: ValidatedBuild, file: string, index: number): unknown {
  const result = builtResult(validated, file);
  if (result?.data === undefined) throw new Error(`${file} was not validated in this build`);
  return builtPage(validated.root, validated, file, result.data).blocks[index] ?? null;
}

/** A file's result in this build's validation. */
function builtResult(validated: ValidatedBuild, file: string): ValidationResult | undefined {
  // By file, made once: a site of 10,000 pages has as many downloads to look up.
  return validated
    .derived(
      'results by file',
      () => new Map(validated.report.results.map((other) => [other.file, other])),
    )
    .get(file);
}

/** Whether this build's validation accepted the file (it has data to build from). */
export const validatedInBuild = (validated: ValidatedBuild, file: string) =>
  builtResult(validated, file)?.data !== undefined;

/**
 * A page as the browser gets it, made once per build when there is one (`validated`): the
 * downloads' data files (build-site.ts) and the prerenderer's page modules both read it. The dev
 * server has none: made for each module it serves.
 */
const builtPage = (
  root: string,
  validated: ValidatedBuild | undefined,
  file: string,
  data: unknown,
): PageData => {
  const make = () => browserPage(root, data as PageData, buildDateOf(root), validated?.pictures);
  return validated ? validated.derived(`built page ${file}`, make) : make();
};

/**
 * A page as the browser gets it: dated items judged against the build date, pictures with what
 * the build made of them (src/build/images/page-pictures.ts).
 */
export function browserPage(
  root: string,
  page: PageData,
  today: string,
  pictures?: ReadonlyMap<string, BuiltPicture>,
): PageData {
  const current = pageOnDate(page, today);
  return withBuiltPictures(pageSchema, current, pictures, () => factsReader(root));
}

/** What a page's module exports besides its components: the same for the browser and the prerender. */
export interface PageModuleData {
  file: string;
  route: string | null;
  page: PageData;
  sectionRoutes: Record<string, string>;
  wakes: ReturnType<typeof blockWake>[];
  /** Only on a built page that names a download. */
  downloads?: Record<string, DownloadLink>;
}

function pageModuleData(
  root: string,
  validated: ValidatedBuild | undefined,
  file: string,
  data: unknown,
  sections: SectionIndex,
  downloadLinks: Record<string, DownloadLink> = {},
): PageModuleData {
  // Dated content is judged against the build date: pages lose the items whose date has
  // passed (validation warned about them).
  const page = builtPage(root, validated, file, data);
  const targets = pageTargets(page, sections);
  const downloads = downloadsFor(targets.download, downloadLinks);
  return {
    file,
    route: routeFromPageFile(file),
    page,
    sectionRoutes: sectionRoutesFor(targets.scrollTo, sections),
    // Which blocks a built page wakes in the browser, and when (src/islands/block-wake.ts).
    wakes: page.blocks.map(blockWake),
    ...(Object.keys(downloads).length > 0 && { downloads }),
  };
}

/**
 * The valid pages of this build's validation, and each one's module data that the server bundle
 * renders (src/content/prerender-page-source.ts), as JSON, made on first use: the prerenderer's
 * input. A page whose output the build cache holds is never made.
 */
export function builtPageModules(
  validated: ValidatedBuild,
  /** Download name → its data file and builder (src/build/download-files.ts). */
  downloadLinks: Record<string, DownloadLink> = {},
): {
  files: string[];
  moduleOf(file: string): string;
  /** The block types of a page's module, made with it (the build cache keys a page by them). */
  blockTypesOf(file: string): string[];
} {
  // A page's data is read when its module is made (the build cache reads it then).
  const valid = new Map(
    validated.report.results.flatMap((result) =>
      result.kind === 'page' && hasData(result) ? [[result.file, result]] : [],
    ),
  );
  const sections = () => builtSectionIndex(validated);
  const built = (file: string) =>
    validated.derived(`page module ${file}`, () => {
      const data = valid.get(file)?.data;
      const module = pageModuleData(
        validated.root,
        validated,
        file,
        data,
        sections(),
        downloadLinks,
      );
      return { json: JSON.stringify(module), types: module.page.blocks.map((block) => block.type) };
    });
  return {
    files: [...valid.keys()],
    moduleOf: (file) => built(file).json,
    blockTypesOf: (file) => built(file).types,
  };
}

/** The JavaScript module of a valid content file, for the dev server and the builds alike. */
export function moduleCode(
  root: string,
  /** This build's validation; none in the dev server. */
  validated: ValidatedBuild | undefined,
  file: string,
  kind: FileKind,
  data: unknown,
  sectionsOf: () => SectionIndex,
): string {
  // Dated content is judged against the build date: forms get the options their rules
  // give today.
  if (kind !== 'page') {
    const value =
      kind === 'form'
        ? withRuleOptions(data as FormDefinition, buildDateOf(root))
        : kind === 'site'
          ? renderedSite(data as Site)
          : data;
    return `export default ${JSON.stringify(value)};`;
  }
  const module = pageModuleData(root, validated, file, data, sectionsOf());
  const types = [...new Set(module.page.blocks.map((block) => block.type))];
  const imports = types.map(
    (type, index) =>
      `import B${index} from ${JSON.stringify(resolve(root, 'blocks', type, 'Component.tsx'))};`,
  );
  return [
    ...imports,
    ...Object.entries(module).map(
      ([name, value]) => `export const ${name} = ${JSON.stringify(value)};`,
    ),
    `export const components = { ${types.map((type, index) => `${JSON.stringify(type)}: B${index}`).join(', ')} };`,
    // Editing a page in `npm run dev` swaps its data in place instead of reloading.
    `if (import.meta.hot) { import.meta.hot.accept((next) => { if (next) window.dispatchEvent(new CustomEvent('content-update', { detail: next })); }); }`,
  ].join('\n');
}
