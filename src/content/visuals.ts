/**
 * The visuals a page may name (`visual: dashboard` on a hero): product mock-ups and
 * illustrations, each drawn by the renderer from the content of the page it stands on
 * (src/drawings/draw-visual.ts). One entry per visual, like the block registry: its name is what
 * YAML writes (a name outside this list is a validation error), its text is what a screen reader
 * hears in its place, unless the drawing names it from the page (the pricing plan's price).
 * Neither states a figure the page does not hold.
 *
 * The page holds the drawing inline (Visual.tsx): its box has its size at once (no layout
 * shift), it is no image the browser waits for as the largest paint, and its text takes the
 * page's own font.
 */
export const VISUAL_WIDTH = 640;
export const VISUAL_HEIGHT = 520;

export const visuals = {
  'lead-reply':
    'A homeowner texts about a broken AC after hours and gets a reply at once that books an estimate for the next morning',
  'lead-inbox':
    'An inbox of new leads from calls, web forms and texts, each answered by the AI in under a minute',
  website:
    'A contractor website on a laptop and a phone, with a free estimate form and five-star reviews',
  dashboard:
    'The business dashboard: booked jobs, revenue by month and the close rate on one screen',
  'booking-milestones':
    'A signed contract with milestone payments: deposit paid, the next milestone held in escrow',
  proposal: 'A good, better, best proposal signed on a phone, with the deposit paid',
  reviews: 'A five-star review request sent after a finished job, and a referral that followed it',
  'message-test': 'Two versions of an ad tested side by side; version B books more calls',
  'market-map':
    'A map of a service area with neighbourhoods shaded by demand and the best next zip codes marked',
  competitors: 'A benchmark of your price and rating against four local competitors',
  revenue: 'A result rising as add-ons and service plans are offered on every job',
  retention: 'Customer accounts with their health scores and the retention they reach',
  'go-to-market':
    'A go-to-market funnel from contractors reached to demos booked to paying customers',
  integrations: 'Calendar, phone, accounting and CRM connected to one system',
  partners: 'TradeLift connected to supplier, software, financing and training partners',
  strategy: 'A 12-month growth plan with quarterly goals and a chart of booked jobs on track',
  pricing: 'A plan card beside a chart of the jobs it books paying for itself',
  compare: 'Service tiers compared feature by feature with check marks',
  engagement:
    'A consulting engagement: weekly strategy sessions on a calendar and the deliverables checked off',
  journey: 'The 30-day onboarding: setup, lead generation, booking and payment, then scale',
  program: 'The certification program: its steps, the ones done, and the certificate at the end',
  library: 'A stack of templates, playbooks and calculators from the growth library',
  article: 'A blog article about replying to leads faster, with its chart',
  webinar: 'A live webinar with the presenter, slides and the number of people watching',
  results:
    'Booked jobs per month rising from 3 to 32 after six months, with a quote from the owner',
  team: 'The TradeLift team around a table of growth plans, with open roles',
  company: 'TradeLift at a glance: contractors served across the country and jobs booked',
  callback: 'A callback scheduled for tomorrow at 10:00 AM with a growth strategist',
  support: 'A support chat with a named specialist who knows your account',
  docs: 'A help centre article about connecting a phone number, with the contents beside it',
  legal: 'A policy document with a shield and a lock',
} as const;

export type VisualName = keyof typeof visuals;

/** The names as a tuple, for `z.enum` in block schemas. */
export const visualNames = Object.keys(visuals) as [VisualName, ...VisualName[]];
