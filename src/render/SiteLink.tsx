import { Link, type LinkProps } from 'react-router-dom';

/**
 * A link to a page of the site, by its path from the root ("/pricing"): the one way the site's
 * components use React Router's `Link`. A relative target ("pricing", "#faq", "?q=x") would
 * make the link's address depend on the page it is on, which the prerender does not count as
 * a read of the location when it shares an island's HTML between pages (page-location.ts).
 */
export function SiteLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  if (!to.startsWith('/')) {
    throw new Error(`A site link goes to a path from the root, such as /pricing: got "${to}"`);
  }
  return <Link to={to} {...props} />;
}
