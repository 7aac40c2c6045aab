/**
 * Field schemas shared by every block: text, icons, images and actions. Block schemas compose
 * these so that a rule (an action needs exactly one target, an icon must exist) lives once.
 */
import { z } from 'zod';
import { iconNames } from '../render/icon-names.ts';
import { projectContext } from './context.ts';
import { downloadNames } from './downloads.ts';
import { visualNames } from './visuals.ts';
import { didYouMean } from './suggest.ts';

export const text = (description: string) => z.string().min(1).describe(description);
export const optionalText = (description: string) => z.string().optional().describe(description);

export const icon = z
  .enum(iconNames)
  .describe(`A lucide icon from the curated set: ${iconNames.join(', ')}`);

const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

/** A path under public/ (`/images/team/ana.svg`). Checked to exist when the project is known. */
export const publicFile = z
  .string()
  .startsWith('/', { message: 'expected a path under public/ starting with "/"' })
  .superRefine((path, ctx) => {
    const project = projectContext();
    if (project && !project.publicFiles.has(path.split(/[?#]/)[0]!)) {
      const file = path.split(/[?#]/)[0]!;
      ctx.addIssue({
        code: 'custom',
        params: { problem: 'missing-file' },
        message: `no file public${file} exists${didYouMean(file, [...project.publicFiles])}`,
      });
    }
  })
  .describe('Path of a file in public/, e.g. /images/hero.svg');

export const image = z
  .strictObject({
    src: publicFile,
    alt: z.string().describe('What the image shows, for screen readers ("" for decoration)'),
    width: z.number().int().positive().describe('Intrinsic width in pixels, so nothing shifts'),
    height: z.number().int().positive().describe('Intrinsic height in pixels'),
  })
  .describe('An image from public/ with its size');

const ACTION_KEYS = ['to', 'href', 'modal', 'scrollTo', 'download'] as const;

/**
 * Every button or link carries exactly one action: a route (`to`), a web/mail/phone link
 * (`href`), a form modal (`modal`), an element on the page (`scrollTo`) or a named download.
 */
export const action = z
  .strictObject({
    label: text('Text on the button or link'),
    to: z.string().startsWith('/').optional().describe('An internal route, e.g. /pricing'),
    href: z.string().optional().describe('An external link: http, https, mailto or tel only'),
    modal: z.string().optional().describe('The id of a form in forms/ to open in a dialog'),
    scrollTo: z.string().optional().describe('The id of a section on the page to scroll to'),
    download: z.enum(downloadNames).optional().describe('A named download the site builds'),
    prefill: z
      .record(z.string(), z.string())
      .optional()
      .describe('With modal: values the form opens with, e.g. { position: GTM Engineer }'),
    scrollTop: z.boolean().optional().describe('With modal: scroll the page to the top on open'),
    variant: z
      .enum(['primary', 'secondary', 'ghost'])
      .optional()
      .describe('Look of the button (primary by default)'),
  })
  .superRefine((value, ctx) => {
    const present = ACTION_KEYS.filter((key) => value[key] !== undefined);
    if (present.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        params: { problem: 'bad-action' },
        message:
          present.length === 0
            ? `a button needs exactly one action (${ACTION_KEYS.join(', ')}); it has none`
            : `a button needs exactly one action; it has ${present.join(' and ')}`,
      });
      return;
    }
    if ((value.prefill || value.scrollTop) && !value.modal) {
      ctx.addIssue({
        code: 'custom',
        path: ['prefill'],
        params: { problem: 'bad-action' },
        message: 'prefill and scrollTop only go with modal',
      });
    }
    if (value.href !== undefined) {
      let scheme = '';
      try {
        scheme = new URL(value.href).protocol;
      } catch {
        scheme = 'none';
      }
      if (!SAFE_SCHEMES.includes(scheme)) {
        ctx.addIssue({
          code: 'custom',
          path: ['href'],
          params: { problem: 'bad-href' },
          message: value.href.startsWith('/')
            ? `"${value.href}" is a page of this site: write it as to: ${value.href}`
            : `expected an http, https, mailto or tel link, got "${value.href}"`,
        });
      }
    }
    const project = projectContext();
    if (!project) return;
    if (value.to !== undefined) {
      const route = value.to.split(/[?#]/)[0]!;
      if (!project.routes.has(route)) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          params: { problem: 'unknown-route' },
          message: `no page has the route "${route}" (add pages${route === '/' ? '/index' : route}.yaml or fix the link)${didYouMean(route, [...project.routes])}`,
        });
      }
    }
    if (value.modal !== undefined && !project.formIds.has(value.modal)) {
      ctx.addIssue({
        code: 'custom',
        path: ['modal'],
        params: { problem: 'unknown-form' },
        message: `no form "${value.modal}" in forms/ (known forms: ${[...project.formIds].sort().join(', ')})${didYouMean(value.modal, [...project.formIds])}`,
      });
    }
    if (value.scrollTo !== undefined && !project.sectionIds.has(value.scrollTo)) {
      ctx.addIssue({
        code: 'custom',
        path: ['scrollTo'],
        params: { problem: 'unknown-section' },
        message: `no section of any page has the id "${value.scrollTo}"${didYouMean(value.scrollTo, [...project.sectionIds])}`,
      });
    }
  })
  .describe('A button or link with exactly one action: to, href, modal, scrollTo or download');

export type Action = z.infer<typeof action>;

export const sectionId = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, { message: 'expected a kebab-case id such as "how-it-works"' })
  .optional()
  .describe('An id for the section, so buttons can scroll to it');

/** A named visual from the registry (src/content/visuals.ts), drawn as SVG beside a heading. */
export const visual = z
  .enum(visualNames)
  .describe(`A visual from the registry in src/content/visuals.ts: ${visualNames.join(', ')}`);
