/**
 * The build behind `npm run build` (src/cli/build.ts): checks the JSON schemas are current, validates every YAML file once while
 * the client build and the server build (the prerenderer's entry) run beside it in a worker
 * thread (bundle-worker.ts; neither holds a page, so both start once the settings and forms
 * are checked), then writes the pictures and the downloads' data files and runs the
 * prerenderer, which spreads the pages over the cores. The validation parses and checks the
 * files on every core from three (src/project/parallel-validate.ts); the Vite builds take the
 * settings' results instead of validating again (src/project/validated-project.ts).
 *
 * Incremental: every product is cached in `.cache/build/` (src/build/cache/) by a hash of
 * what it is made from: each file's validation, each bundle (from the code, the dependencies
 * and the content that goes into it), each page's HTML (from its data and the compiled chunks
 * that render it). A build after a one-page edit validates and renders that page alone, and
 * writes the output a clean build would write, byte for byte. `--clean` ignores the cache.
 *
 * Prints each step's time, and on its last line `BUILD_STEPS {json}` for `npm run bench:content`.
 */
import '../build/production-env.ts';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { LogLevel } from 'vite';
import { formatProblem } from '../content/problem.ts';
import { forgetParsedTexts, parseYaml } from '../content/parsed-yaml.ts';
import { renderedSite } from '../content/site-schema.ts';
import { rulesOn } from '../content/option-rules.ts';
import { MIN_FILES } from '../project/parallel-validate.ts';
import type { ProjectReport } from '../project/project.ts';
import { declaredDownloads } from '../project/downloads.ts';
import { buildDateOf } from '../content/site-time-zone.ts';
import { validatedBuild } from '../project/validated-project.ts';
import { builtBlock } from './page-modules.ts';
import { builtPageLinks } from './section-index.ts';
import { schemaFiles } from '../project/json-schema.ts';
import { staleSchemaFiles } from './cache/schema-check.ts';
import { clearOldOutput, removeBundleBuildsLeftBehind } from './build-old-output.ts';
import { cachedBundle, type PlacedBundle } from './cache/bundle-cache.ts';
import { linkTree, sweepUnplaced } from './cache/linked-tree.ts';
import { forgetFileHashes } from './cache/file-hashes.ts';
import { hashOf } from './cache/hash.ts';
import { codeKeys } from './cache/keys.ts';
import { cachedDownloadFiles } from './cache/download-cache.ts';
import type { KnownFile } from './cache/known-files.ts';
import { writeDownloadFiles } from './download-files.ts';
import { outputThread } from './output-thread.ts';
import { validateWithCache } from './cache/validation-cache.ts';
import { pageFolders, prerenderSite, startWorkersForEveryPage } from './prerender.ts';
import { bundleBuilder } from './bundle-builder.ts';
import type { BundleName } from './bundle-configs.ts';
import { buildSiteImages, publishImages, siteSvgSanitiser } from './images/site-images.ts';

/** How to build: the arguments of `npm run build`. */
export interface BuildOptions {
  /** The project's folder. */
  root: string;
  /** Print warnings and the last line only. */
  quiet: boolean;
  /** Ignore the build cache. */
  clean: boolean;
  /** Told the pages done of all (404.html counted) as they are (the deploys' progress). */
  onPagesDone?: (done: number, total: number) => void;
}

/**
 * The build, in a function rather than at the top level: the compiled command is CommonJS, which
 * has no top-level await (its code cache: src/build/code-cache.mjs).
 */
export async function buildSite({ root, quiet, clean, onPagesDone }: BuildOptions): Promise<void> {
  const steps: Record<string, number> = {};

  async function timed<T>(name: string, run: () => T | Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await run();
    steps[name] = Math.round(performance.now() - started);
    if (!quiet) console.log(`${name}: ${(steps[name] / 1000).toFixed(2)} s`);
    return result;
  }

  // A clean build trusts no file's stat to know its hash.
  if (clean) forgetFileHashes(root);

  // The code's hashes, from one walk: the bundles' key, and the validator's, which keys the
  // schema check and the validation's cache.
  const { code, validator } = codeKeys(root);

  // `npm run schemas -- --check`, in this process: the committed JSON schemas match the zod ones
  // (checked again when the code or those files changed).
  const staleSchemas = await timed('schema check', () => staleSchemaFiles(root, clean, validator));
  if (staleSchemas.length > 0) {
    for (const { kind } of staleSchemas) console.error(`${schemaFiles[kind]} is stale`);
    console.error(
      'The block, page, form or site schemas changed: run `npm run schemas` and commit.',
    );
    process.exit(1);
  }

  const logLevel: LogLevel = quiet ? 'warn' : 'info';

  /**
   * Neither bundle holds a page. The server bundle holds the code, the site settings and the
   * forms (the prerenderer hands it each page's data); the client bundle the code, the settings
   * and the forms too (a built page carries its links to other pages' sections and to its
   * downloads' data files, download-files.ts). Both are compiled while the pages are checked,
   * each into a folder of its own, and moved into place once the content is known to be valid (a
   * build refused for its content leaves the last output).
   */
  const SERVER_OUT = `.tmp/server-build-${process.pid}`;
  const CLIENT_OUT = `.tmp/client-build-${process.pid}`;
  removeBundleBuildsLeftBehind(root);
  // Rolldown (Vite's bundler) starts a worker thread per core by default, on cores this thread
  // needs for the validation: with one fewer it spun less (2 cores: a third of its system time).
  process.env.ROLLDOWN_WORKER_THREADS ??= String(Math.max(1, availableParallelism() - 1));
  let bundles: Promise<[server: PlacedBundle, client: PlacedBundle] | undefined> =
    Promise.resolve(undefined);
  /** Compiles a bundle the cache lacks, in a worker thread beside the validation. */
  let builder: ReturnType<typeof bundleBuilder> | undefined;
  /** Each bundle's key: what it is compiled from. */
  let bundleKeys = { server: '', client: '' };
  const startBundles = (settings: () => ProjectReport, projectFiles: readonly KnownFile[]) => {
    const shared = settingsKey(projectFiles);
    bundleKeys = { server: hashOf('server', shared), client: hashOf('client', shared) };
    builder = bundleBuilder(root, settings, logLevel);
    const bundle = (name: BundleName, outDir: string) =>
      timed(`${name} build`, () =>
        cachedBundle({
          root,
          name,
          key: bundleKeys[name],
          outDir,
          clean,
          build: () => builder!.build(name, outDir),
        }),
      );
    const serverBundle = bundle('server', SERVER_OUT);
    const clientBundle = bundle('client', CLIENT_OUT);
    bundles = Promise.all([serverBundle, clientBundle]);
    // A failure is reported once the content is known to be valid (else its problems come first).
    // Settled, a core is free for the pages' checks.
    return bundles.catch(() => undefined);
  };

  /**
   * What both bundles are compiled from but the pages: the code, the forms with what the date
   * decides of them (the options their rules offer), and the site settings but their redirects
   * (which the bundles leave out: an old address added compiles nothing).
   */
  function settingsKey(projectFiles: readonly KnownFile[]) {
    return hashOf(
      code,
      rulesOn(buildDateOf(root)),
      ...projectFiles
        .filter((file) => file.kind !== 'page')
        .flatMap((file) => [file.file, file.kind === 'site' ? bundledSite(file) : file.textHash]),
    );
  }

  const svgs = siteSvgSanitiser(root);
  const { report, files, reused, textHashes, picturesSignature, dated, pageImages, save } =
    await timed('validate', () => validateWithCache(root, clean, startBundles, validator));
  if (!quiet)
    console.log(
      `validated ${files.length - reused} of ${files.length} files (${reused} from the build cache)`,
    );
  // In one write: a site with a few thousand warnings spent a sixth of a one-page build on
  // printing them line by line.
  if (report.problems.length > 0)
    process.stderr.write(`${report.problems.map(formatProblem).join('\n')}\n`);
  const invalid = report.problems.some((problem) => problem.severity === 'error');
  // Pictures before the page modules: each carries what was made of its pictures. Started before
  // the validation's records are written, which this thread does while the SVGs are sanitised on
  // another (a clean build's longest stretch with one core idle).
  const picturesMade = invalid
    ? undefined
    : timed('images', () => buildSiteImages(root, pageImages, svgs.sanitise)).finally(svgs.close);
  save();
  if (invalid) {
    console.error('\nInvalid content: nothing was built (`npm run validate` explains each code).');
    process.exit(1);
  }
  const images = await picturesMade!;
  // The validation and what was made of the pictures, passed to what is built from them.
  const validated = validatedBuild(root, report, files, images.pictures);
  if (!quiet) {
    const { hits, misses, decoded } = images.stats;
    console.log(`images: ${hits} from the cache, ${misses} made, ${decoded} decoded`);
  }

  /** What the build made of the pictures: part of what every page with one is made from. */
  const picturesKey = hashOf(
    JSON.stringify([...images.pictures].sort(([a], [b]) => a.localeCompare(b))),
  );

  // Unless the build is clean, dist/ is kept: each file is placed over the last build's (a file
  // already the wanted one is left alone), and what this build did not place is swept.
  const keepDist = !clean && existsSync(join(root, 'dist'));

  /**
   * What pages link to on other pages: the route of every section, and each download's data file
   * (named by a hash of its data, download-files.ts), made from the blocks that declare them;
   * and for each page, what of those its links use.
   */
  const { downloads, linksOf } = await timed('links', () => {
    const made = cachedDownloadFiles({
      root,
      clean,
      keptDist: keepDist ? join(root, 'dist') : undefined,
      downloads: declaredDownloads(files.filter((file) => file.kind === 'page')),
      // Made from the page's data as built: what the date decides of it is which dated items
      // are past.
      keyOf: (file) => hashOf(code, dated.get(file) ?? '', picturesKey, textHashes.get(file)!),
      make: (download) => builtBlock(validated, download.file, download.blockIndex),
    });
    return { downloads: made, linksOf: builtPageLinks(validated, made.links) };
  });

  /**
   * Everything a page's output is made from, but its own text, links and dated items: both
   * bundles (the code, the settings, the forms and the options the date gives them), the
   * pictures made and their files' facts. Not the rest of the project's context: a page added
   * or moved changes no other page's output (its links' targets are checked, not rendered
   * differently). With its text's hash, what other pages give its links (`linksOf`: the routes
   * of the sections it scrolls to, the data files of the downloads it names) and which of its
   * dated items are past, the key of a page the prerenderer places from the cache before making
   * anything for it.
   */
  const pagesKey = hashOf(bundleKeys.server, bundleKeys.client, picturesKey, picturesSignature);

  const [server, client] = (await timed('bundles awaited', () => bundles).catch(
    (error: unknown) => {
      // Vite's message names the file, line and column; its stack is the bundler's, not the code's.
      console.error(`\n${error instanceof Error ? error.message : String(error)}`);
      console.error('\nThe code did not compile: nothing was built.');
      process.exit(1);
    },
  ))!;
  builder?.close();
  // Only now that the content is valid and the code compiled: a build refused leaves the last
  // output. A bundle just built is moved into place (a new dist/) or linked over the kept one; a
  // cached one is linked from the cache, over the last build's files where they are kept (most
  // are already those files: nothing to do for them).
  const keepServer = !server.built && existsSync(join(root, 'dist-ssr'));
  const oldOutputCleared = clearOldOutput(
    root,
    [keepDist ? [] : ['dist'], keepServer ? [] : ['dist-ssr']].flat(),
  );
  /** A bundle into `folder`: moved there if built now into a new one, else linked from the cache. */
  const placeBundle = (
    { cached, built }: PlacedBundle,
    outDir: string,
    folder: string,
    kept: boolean,
  ) => {
    if (built && !kept) return renameSync(join(root, outDir), join(root, folder));
    linkTree(cached, join(root, folder));
    if (built) rmSync(join(root, outDir), { recursive: true, force: true });
  };
  placeBundle(server, SERVER_OUT, 'dist-ssr', keepServer);
  // A kept dist/ is swept once its pages are placed, at the end.
  if (keepServer) sweepUnplaced(join(root, 'dist-ssr'));
  // A build that renders every page starts its workers now: each loads the server bundle while
  // this thread places the client bundle and makes the pages' data and keys (about a third of a
  // second of a core each, which a clean build spent with one core idle).
  const prerenderWorkers = startWorkersForEveryPage(validated, clean);
  placeBundle(client, CLIENT_OUT, 'dist', keepDist);
  // A new dist/ gets its folders and new files on a thread of their own while this one goes on:
  // first the pages' folders, which the prerender's workers write into (one that is not there yet
  // when its page is written is made then), then the downloads' files. A failure to write one is
  // reported once the pages are written.
  const output = keepDist ? undefined : outputThread();
  const foldersMade = output?.make({ folders: pageFolders(validated) }).catch(() => undefined);
  const downloadsWritten = writeDownloadFiles(join(root, 'dist'), downloads, keepDist, output);
  downloadsWritten.catch(() => undefined);
  publishImages(root, images);
  // The pages render from the validated data: every text's parse goes before the prerender's
  // workers start, the build's largest moment, and the heap is compacted then (`npm run build`
  // exposes gc): about 100 MB less at the peak of 1,032 pages. After a few files were checked
  // there is little to compact (a full collection is a tenth of a one-page build).
  forgetParsedTexts();
  if (files.length - reused >= MIN_FILES) (globalThis as { gc?: () => void }).gc?.();
  await timed('prerender', () =>
    prerenderSite({
      validated,
      clean,
      // Kept by output file, whose route the URL is: the shared key, the page's text hash as it
      // is, and the hashes of its links' targets and of which of its dated items are past.
      inputsOf: ({ status, file }) =>
        `${pagesKey} ${status} ${file ? textHashes.get(file)! : ''} ${hashOf(linksOf(file))} ${file ? hashOf(dated.get(file) ?? '') : ''}`,
      downloads: downloads.links,
      // What an island's HTML is made from but its props: the server bundle (code, settings,
      // forms and their rules' options) and the pictures (a picture's made files are named in the page's data).
      islandsKey: hashOf(bundleKeys.server, picturesKey),
      workers: prerenderWorkers,
      outputWritten: Promise.all([foldersMade, downloadsWritten]).catch(() => undefined),
      onPagesDone,
    }),
  );
  await Promise.all([foldersMade, downloadsWritten]);
  await output?.close();
  if (keepDist) sweepUnplaced(join(root, 'dist'));
  await oldOutputCleared;
  console.log(`BUILD_STEPS ${JSON.stringify(steps)}`);
}

/** The site file as the bundles hold it (its data but the redirects), or its text's hash. */
function bundledSite(file: KnownFile): string {
  const { data } = parseYaml(file.source);
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? JSON.stringify(renderedSite(data))
    : file.textHash;
}
