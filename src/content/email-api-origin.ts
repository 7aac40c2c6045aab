/**
 * The EmailJS API the site talks to unless VITE_EMAILJS_API_ORIGIN says otherwise: the e-mail
 * adapter (src/email/config.ts) sends there, and the security headers allow it. Kept at the
 * bottom layer so the headers need nothing from the e-mail code.
 */
export const DEFAULT_EMAIL_API_ORIGIN = 'https://api.emailjs.com';
