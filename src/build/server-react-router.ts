/**
 * React Router's package.json points every condition at its development build (dist/
 * development), so Node and Vite load it whatever NODE_ENV says; its production build sits
 * beside it. The server bundle renders every page of a build, and the development build's
 * checks were a tenth of a page's render (LinkWithRef): the server build takes the production
 * build instead, bundled (an external import would be resolved by Node to the development one).
 * The client build is left as it is.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { UserConfig } from 'vite';

export function productionReactRouter(): Pick<UserConfig, 'resolve'> & {
  ssr: { noExternal: string[] };
} {
  const production = join(
    dirname(createRequire(import.meta.url).resolve('react-router')),
    '../production',
  );
  return {
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: join(production, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
      ],
    },
    // react-router-dom re-exports react-router: bundled, so its imports take the aliases too.
    ssr: { noExternal: ['react-router-dom'] },
  };
}
