/**
 * The block registry: every block type the pages may use. Adding a block = one folder in
 * blocks/ (schema.ts, Component.tsx, README.md) + one line here.
 */
import { contactDetails } from './contact-details/schema.ts';
import { cta } from './cta/schema.ts';
import { features } from './features/schema.ts';
import { form } from './form/schema.ts';
import { hero } from './hero/schema.ts';
import { process } from './process/schema.ts';
import { stats } from './stats/schema.ts';
import { testimonials } from './testimonials/schema.ts';
import { trades } from './trades/schema.ts';

export const blockRegistry = [
  hero,
  stats,
  features,
  process,
  testimonials,
  trades,
  cta,
  form,
  contactDetails,
] as const;
