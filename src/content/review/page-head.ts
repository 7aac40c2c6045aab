/** The head fields of a page's data as written: its title and description, when they are text. */
export function pageHead(data: unknown): { title?: string; description?: string } {
  const page = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return {
    ...(typeof page.title === 'string' ? { title: page.title } : {}),
    ...(typeof page.description === 'string' ? { description: page.description } : {}),
  };
}

/** The search snippet's ranges: the title as the template writes it, and the description. */
export const SNIPPET = {
  title: { min: 10, max: 70 },
  description: { min: 50, max: 160 },
  /** Over these the text is an error (text-too-long), not a snippet warning. */
  titleLimit: 200,
  descriptionLimit: 500,
} as const;
