import { defineActionView } from '../define-view.ts';

/** A plain link to another site, an address or a phone number. */
export default defineActionView('href', ({ action, className, content, onDone }) => (
  <a href={action.href} className={className} onClick={onDone}>
    {content}
  </a>
));
