/** The 404 page's title and description: the prerenderer needs them without the page's code. */
export const NOT_FOUND = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist.',
} as const;
