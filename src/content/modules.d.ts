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
