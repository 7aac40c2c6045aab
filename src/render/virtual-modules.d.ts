/** Types of the virtual modules the renderer reads (see src/content/gallery-module.ts). */
declare module 'virtual:dev-routes' {
  import type { LazyRoute } from './lazy-route.tsx';
  /** Routes of development tools; empty in production builds. */
  const routes: LazyRoute[];
  export default routes;
}
