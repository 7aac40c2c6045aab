/**
 * Prose of docs/forms.md on delivery: setting up EmailJS with the generated templates, the
 * studio's copy of each lead, what the visitor's browser keeps when sending fails, and spam.
 */
import { MIN_FILL_MS } from '../../content/lead-contract.ts';
import { code, table } from './markdown.ts';

export function formsDeliveryNotes(templateFiles: string[]): string[] {
  const links = templateFiles.map((file) => {
    const id = file.replace(/^.*\//, '').replace(/\.md$/, '');
    return `- [${code(id)}](${file.replace(/^docs\//, '')})`;
  });
  return [
    '## Setting up delivery',
    "Each form sends two things from the visitor's browser, under one submission id made there: an **e-mail through EmailJS** (the delivery), and a **copy of the lead to the team studio** (`POST /api/leads`), where the team sees, counts and works its leads. Either works without the other.",
    '### EmailJS, in minutes',
    [
      '1. Create an EmailJS account, and an e-mail service connected to the inbox that sends (Email Services → Add New Service). Note its **Service ID**.',
      '2. Create one e-mail template per template id below (Email Templates → Create New Template): set its **Template ID** to the id, and paste the subject and content from its page. Each page lists every variable that the forms using it send, and which form sends which; `submission_id` is in every e-mail.',
      '3. Copy the **Public Key** (Account → General).',
      "4. Build the site with `VITE_EMAILJS_PUBLIC_KEY` and `VITE_EMAILJS_SERVICE_ID` set (in `.env`, in the studio's environment, or in CI). Without them, `npm start` stores every e-mail in `.outbox/` on your machine, and a build for a static host warns: there every form would fail, and show the phone number and e-mail address of `pages/_site.yaml` instead.",
    ].join('\n'),
    'The templates, written by `npm run docs` from `forms/`:',
    links.join('\n'),
    "A form's template id is its `email.template`; a form added to a template adds its fields to that template's page: paste the content again.",
    '### The lead copy',
    table(
      ['Where the site is served', '`VITE_LEADS_URL` at build time', 'What else'],
      [
        [
          'By the team studio (its default)',
          '`/api/leads`',
          "nothing: the site's own origin answers",
        ],
        [
          'On another host',
          "the studio's public address and `/api/leads`, e.g. `https://studio.example.com/api/leads`",
          "start the studio with `--site-origin https://www.example.com` (repeatable) so that it accepts the site's requests; the build adds the studio's origin to the site's Content-Security-Policy (`connect-src`) by itself",
        ],
        ['Without a studio', 'unset', 'no copy is sent; the e-mail still is'],
      ],
    ),
    "The studio's side (its Leads view, who may see what, its limits) is in [the team studio](team-studio.md). The copy holds the form's id and values, the page it was sent from, the referrer and UTM parameters of the page the visit landed on (kept for the visit in sessionStorage), the time from the form shown to the send, and the submission id; the studio stores each id once.",
    "### When sending fails: the outbox in the visitor's browser",
    [
      "- A send that fails for a reason a retry can fix (no network, a time-out, 408, 429, 5xx) is kept in the browser's localStorage (`lead-outbox:<id>`) and tried again while the page is open, with exponential back-off from about 4 s to at most 30 minutes (jittered, never sooner than a `Retry-After`), as soon as the browser is back online, and on the visitor's next visit to any page of the site, for 7 days; then it is dropped. The e-mail and the copy are tracked apart: one can be delivered while the other waits.",
      "- Each is sent once: it leaves the outbox on success, the site's tabs take turns through one lock, the e-mail of an id is not sent again once EmailJS accepted it, and the studio ignores a copy whose id it has. Sending the same values again from the form is the same submission (the same id).",
      "- The visitor sees the form's `messages.failure`, word for word, and under it that the request is saved on this device and will be sent, with the site's phone number and e-mail address. Everything typed stays in the form. Should the kept request go out while the form is still shown, the form turns to its success message.",
      '- A refusal no retry can fix (EmailJS settings missing, 400, 403, a refused browser) is not kept: the visitor is shown the phone number and e-mail address at once.',
      '- When the studio stored its copy, the team has the lead: the visitor is shown the success message whatever became of the e-mail (kept for a retry, or refused, as on a site served by the studio with no EmailJS set up).',
      "- What is kept is the visitor's own request, on their own device only, and it leaves as soon as it is delivered or given up.",
      '- The outbox code loads with the form. On any other page a look at localStorage is all that runs; the code loads only when something is kept.',
    ].join('\n'),
    '### Spam',
    [
      `- Every form has a honeypot (\`url_homepage\`), a field people never see or reach, and a minimum time: a send less than ${MIN_FILL_MS / 1000} s after the form was shown is not a person typing, and the studio judges a copy by the same rule (\`VITE_FORMS_MIN_FILL_MS\` at build time changes the form's; below the studio's, the studio refuses the copies, so it is for tests; a form filled from the visitor's own draft is exempt).`,
      '- Either way nothing goes to EmailJS or to the studio, and the visitor is shown the normal success message, so a bot learns nothing. The studio is told that a submission was refused and why (`POST <VITE_LEADS_URL>/refusals` with the form, the page and `honeypot` or `too-fast`, nothing typed), and counts refusals per reason: a wave of spam, or a broken form, shows there.',
      "- Nothing needs a third-party service. A site that wants a challenge as well (Cloudflare Turnstile, reCAPTCHA) adds it as a field type (`fields/<type>/`: its view renders the widget, its value is the token), puts the field in the forms that need it, allows the provider's script and frame origins in `script-src` and `frame-src` in `src/content/security-headers.ts`, and has the token checked on a server: the studio's lead endpoint, or, for the e-mail, EmailJS's own CAPTCHA setting of the template.",
    ].join('\n'),
  ];
}
