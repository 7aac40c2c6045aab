/** `pages/_site.yaml`: brand, navigation, contact details and business hours shared by every page. */
import * as z from 'zod';
import { toAction } from '../actions/to/definition.ts';
import { projectContext } from './context.ts';
import { action, icon, text } from './fields.ts';

const menuLink = action;

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
    contact: z.strictObject({
      phone: text('Phone number as shown, e.g. (555) 123-4567'),
      phoneHref: z.string().startsWith('tel:').describe('The same number as a tel: link'),
      email: z.email().describe('Public e-mail address'),
      address: text('Street, city and state'),
      page: z
        .string()
        .startsWith('/')
        .optional()
        .superRefine((to, ctx) => {
          const project = projectContext();
          if (!to || !project) return;
          toAction.checkProject!({ to }, project, ({ problem, message }) =>
            ctx.addIssue({ code: 'custom', params: { problem }, message }),
          );
        })
        .describe(
          'The page with every way to reach you, e.g. /contact: buttons that open a form lead there when JavaScript is off',
        ),
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
  })
  .describe('Site-wide settings: brand, header, footer, contact details');

export type Site = z.output<typeof siteSchema>;
