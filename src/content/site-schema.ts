/** `pages/_site.yaml`: brand, navigation, contact details and business hours shared by every page. */
import * as z from 'zod';
import { toAction } from '../actions/to/definition.ts';
import { projectContext } from './context.ts';
import { action, icon, text } from './fields.ts';
import { routeProblem } from './route-path.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from './time-zone.ts';

const menuLink = action;

/** A route this site links to: the page must exist (the `to` action's own check). */
const pageRoute = (description: string) =>
  z
    .string()
    .startsWith('/', 'write the address of a page of this site, from its "/" (e.g. /pricing)')
    .superRefine((to, ctx) => {
      const project = projectContext();
      // An address that is none ("", "pricing") has startsWith's error alone.
      if (!project || !to.startsWith('/')) return;
      toAction.checkProject!({ to }, project, ({ problem, message }) =>
        ctx.addIssue({ code: 'custom', params: { problem }, message }),
      );
    })
    .describe(description);

/**
 * An old address that leads on to a page (a 301 on hosts that read dist/_redirects, a page that
 * forwards at once elsewhere): what Change address leaves behind, so that a moved page keeps its
 * visitors, its bookmarks and its ranking in search.
 */
const redirect = z.strictObject({
  from: z
    .string()
    .superRefine((from, ctx) => {
      const problem =
        routeProblem(from) ??
        (from.endsWith('/')
          ? `write the address without its last "/": ${from.slice(0, -1)}`
          : null);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return;
      }
      if (projectContext()?.routes.has(from)) {
        ctx.addIssue({
          code: 'custom',
          params: { problem: 'redirect-over-page' },
          message: `${from} is a page's address: remove this redirect or that page`,
        });
      }
    })
    .describe('The old address, e.g. /webinars'),
  to: pageRoute('The page its visitors reach now, e.g. /events'),
});

export const siteSchema = z
  .strictObject({
    brand: z.strictObject({
      name: text('Company name, shown in the header and used as the PDF file prefix'),
      tagline: text('One line under the logo in the footer'),
    }),
    url: z
      .url({ protocol: /^https?$/ })
      .describe('Public address of the site, for canonical links and the sitemap'),
    locale: z.string().default('en_US').describe('Open Graph locale'),
    timeZone: z
      .string()
      .refine(isTimeZone, {
        message: 'write a time zone by its name, such as America/New_York or Europe/London',
      })
      .default(DEFAULT_TIME_ZONE)
      .describe(
        'Time zone of the business, e.g. America/New_York: the day the build judges dates by (a past webinar), and the times the studio shows',
      ),
    contact: z.strictObject({
      phone: text('Phone number as shown, e.g. (555) 123-4567'),
      phoneHref: z.string().startsWith('tel:').describe('The same number as a tel: link'),
      email: z.email().describe('Public e-mail address'),
      address: text('Street, city and state'),
      page: pageRoute(
        'The page with every way to reach you, e.g. /contact: buttons that open a form lead there when JavaScript is off',
      ).optional(),
    }),
    hours: z
      .array(
        z.strictObject({
          days: text('e.g. Monday - Friday'),
          time: text('e.g. 8:00 AM - 6:00 PM EST'),
        }),
      )
      .min(1)
      .describe('Business hours, one row per group of days'),
    header: z.strictObject({
      servicesLabel: text('Label of the services dropdown'),
      services: z.array(menuLink).min(1).describe('Items of the services dropdown'),
      links: z.array(menuLink).describe('Links after the dropdown'),
      cta: action.describe('The call-to-action button at the right of the header'),
    }),
    footer: z.strictObject({
      columns: z
        .array(z.strictObject({ title: text('Column heading'), links: z.array(menuLink).min(1) }))
        .min(1),
      social: z.array(
        z.strictObject({
          label: text('Name of the network, read by screen readers'),
          icon,
          href: z.url({ protocol: /^https?$/ }),
        }),
      ),
      legal: z.array(menuLink).describe('Privacy Policy and Terms links'),
      copyright: text('Copyright holder shown after the year'),
    }),
    redirects: z
      .array(redirect)
      .default([])
      .superRefine((redirects, ctx) => {
        const seen = new Set<string>();
        redirects.forEach(({ from }, index) => {
          if (seen.has(from)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'from'],
              params: { problem: 'duplicate-redirect' },
              message: `${from} is redirected twice: keep one of the two`,
            });
          }
          seen.add(from);
        });
      })
      .describe(
        'Old addresses that lead on to a page, e.g. after Change address: visitors, bookmarks and search rankings follow the page',
      ),
  })
  .describe('Site-wide settings: brand, header, footer, contact details');

export type Site = z.output<typeof siteSchema>;
/** The settings pages render with (the bundles' and the previews'): the redirects are the build's alone. */
export type RenderedSite = Omit<Site, 'redirects'>;

/**
 * The site settings as the bundles hold them: all but the redirects, which only the prerender
 * reads (from the validation's data) and which grow with every page ever moved, so would make
 * every visitor download the site's history. Of the data as validated, or as parsed (the
 * build's key of the bundles, before the validation).
 */
export const renderedSite = <T extends object = Site>(site: T): Omit<T, 'redirects'> =>
  Object.fromEntries(Object.entries(site).filter(([key]) => key !== 'redirects')) as Omit<
    T,
    'redirects'
  >;
