import { moduleNumber } from './module-number.ts';

/** A module's number as a badge: hidden from screen readers, which hear it in the title instead. */
export function ModuleBadge({ index, className }: { index: number; className: string }) {
  return (
    <span aria-hidden="true" className={className}>
      {moduleNumber(index)}
    </span>
  );
}

/** A module's title as screen readers hear it: "Module 01: Market research". */
export function ModuleTitle({ index, title }: { index: number; title: string }) {
  return (
    <>
      <span className="sr-only">Module {moduleNumber(index)}: </span>
      {title}
    </>
  );
}
