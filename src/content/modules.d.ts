/** Types of the modules the content plugin makes from YAML files. */
declare module '*.yaml' {
  const data: unknown;
  export default data;
}

declare module 'virtual:section-routes' {
  /** Section id → the route of the first page that has it. */
  const sectionRoutes: Record<string, string>;
  export default sectionRoutes;
}

declare module 'virtual:block-gallery' {
  import type { ComponentType } from 'react';
  /** Every registered block with its parsed example and the YAML that produces it (dev only). */
  const blocks: {
    /** The block type, or `<type>-photo` for its showing with test photos. */
    id: string;
    type: string;
    description: string;
    yaml: string;
    props: Record<string, unknown>;
    Component: ComponentType<never>;
  }[];
  export default blocks;
}

/** Per collection of src/content/collections.ts: `/pages/a.yaml` → a loader of its module. */
declare module 'virtual:collections/page' {
  const files: Record<string, () => Promise<unknown>>;
  export default files;
}
declare module 'virtual:collections/form' {
  const files: Record<string, () => Promise<unknown>>;
  export default files;
}
/** Eager: file → its validated data. */
declare module 'virtual:collections/site' {
  const files: Record<string, unknown>;
  export default files;
}

declare module 'virtual:downloads' {
  /** Download name → where its data and its builder are (see src/build/plugins/downloads.ts). */
  const downloads: Record<
    string,
    {
      /** The page file that declares it, for a readable error. */
      file: string;
      field: string;
      /** The declaring block's data. */
      block: () => Promise<unknown>;
      builder: () => Promise<{ default: unknown }>;
    }
  >;
  export default downloads;
}
