import { SiteLink } from '../../render/SiteLink.tsx';
import { defineActionView } from '../define-view.ts';

/** A router link: the page changes without a page load. */
export default defineActionView('to', ({ action, className, content, onDone }) => (
  <SiteLink to={action.to} className={className} onClick={onDone}>
    {content}
  </SiteLink>
));
