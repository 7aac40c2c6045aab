import { useEffect } from 'react';
import { applyHead, pageHead } from './head.ts';
import { useSite } from './site.ts';

export function useHead(title: string, description: string, route: string) {
  const site = useSite();
  useEffect(() => {
    applyHead(
      pageHead({
        title,
        description,
        route,
        siteName: site.brand.name,
        siteUrl: site.url,
        locale: site.locale,
      }),
    );
  }, [title, description, route, site]);
}
