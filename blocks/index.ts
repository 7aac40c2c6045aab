/**
 * The block registry: every block type the pages may use. Adding a block = one folder in
 * blocks/ (schema.ts, Component.tsx, README.md) + one line here.
 */
import { articles } from './articles/schema.ts';
import { caseStudies } from './case-studies/schema.ts';
import { comparison } from './comparison/schema.ts';
import { contactDetails } from './contact-details/schema.ts';
import { cta } from './cta/schema.ts';
import { curriculum } from './curriculum/schema.ts';
import { faq } from './faq/schema.ts';
import { features } from './features/schema.ts';
import { form } from './form/schema.ts';
import { hero } from './hero/schema.ts';
import { linkCards } from './link-cards/schema.ts';
import { metrics } from './metrics/schema.ts';
import { positions } from './positions/schema.ts';
import { pricing } from './pricing/schema.ts';
import { process } from './process/schema.ts';
import { resources } from './resources/schema.ts';
import { richText } from './rich-text/schema.ts';
import { split } from './split/schema.ts';
import { stats } from './stats/schema.ts';
import { stories } from './stories/schema.ts';
import { team } from './team/schema.ts';
import { testimonials } from './testimonials/schema.ts';
import { trades } from './trades/schema.ts';
import { videos } from './videos/schema.ts';
import { webinars } from './webinars/schema.ts';

export const blockRegistry = [
  hero,
  stats,
  features,
  split,
  process,
  testimonials,
  stories,
  trades,
  metrics,
  pricing,
  comparison,
  faq,
  curriculum,
  resources,
  videos,
  caseStudies,
  webinars,
  articles,
  team,
  positions,
  linkCards,
  richText,
  contactDetails,
  form,
  cta,
] as const;
