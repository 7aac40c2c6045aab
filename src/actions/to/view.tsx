import { Link } from 'react-router-dom';
import { defineActionView } from '../define-view.ts';

/** A router link: the page changes without a page load. */
export default defineActionView('to', ({ action, className, content, onDone }) => (
  <Link to={action.to} className={className} onClick={onDone}>
    {content}
  </Link>
));
