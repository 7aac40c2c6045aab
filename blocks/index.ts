/**
 * The block registry: every block type the pages may use. Adding a block = one folder in
 * blocks/ (schema.ts, Component.tsx, README.md) + one line here.
 */
import { articles } from './articles/schema.ts';
import { caseStudies } from './case-studies/schema.ts';
import { cta } from './cta/schema.ts';
import { features } from './features/schema.ts';
import { hero } from './hero/schema.ts';
import { process } from './process/schema.ts';
import { resources } from './resources/schema.ts';
import { stats } from './stats/schema.ts';
import { testimonials } from './testimonials/schema.ts';
import { trades } from './trades/schema.ts';
import { videos } from './videos/schema.ts';
import { webinars } from './webinars/schema.ts';

export const blockRegistry = [
  hero,
  stats,
  features,
  process,
  testimonials,
  trades,
  resources,
  videos,
  caseStudies,
  webinars,
  articles,
  cta,
] as const;
