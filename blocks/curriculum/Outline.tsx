import { Icon } from '../../src/render/Icon.tsx';
import { useLandmarkNaming } from '../../src/render/landmark-names.tsx';
import { moduleNumber } from './module-number.ts';
import { ModuleBadge, ModuleTitle } from './ModuleNumber.tsx';

interface OutlineProps {
  modules: { title: string; when?: string }[];
  finalProject: { title: string; when?: string };
  /** The id of module n's card is `${anchor}-${moduleNumber(n)}`, the project's `${anchor}-project`. */
  anchor: string;
}

/** The program at a glance beside the heading on wide screens: a table of contents of the page. */
export function Outline({ modules, finalProject, anchor }: OutlineProps) {
  const landmark = useLandmarkNaming();
  return (
    <nav
      aria-label={landmark.label('Program outline')}
      className="hidden rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 backdrop-blur-sm lg:block"
    >
      <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
        Program outline
      </p>
      <ol className="mt-4 space-y-1">
        {modules.map((module, index) => (
          <li key={module.title}>
            <a
              href={`#${anchor}-${moduleNumber(index)}`}
              className="flex items-center gap-3 rounded-lg px-2 py-2 text-sm text-slate-200 transition-colors hover:bg-white/10 hover:text-white"
            >
              <ModuleBadge
                index={index}
                className="flex size-7 shrink-0 items-center justify-center rounded-md bg-brand-600 text-xs font-bold text-white tabular-nums"
              />
              <span className="flex-1">
                <ModuleTitle index={index} title={module.title} />
              </span>
              {module.when && <span className="text-xs text-slate-300">{module.when}</span>}
            </a>
          </li>
        ))}
        <li>
          <a
            href={`#${anchor}-project`}
            className="flex items-center gap-3 rounded-lg px-2 py-2 text-sm font-semibold text-white transition-colors hover:bg-white/10"
          >
            <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-accent-500 text-navy-950">
              <Icon name="award" strokeWidth={2} className="size-4" />
            </span>
            <span className="flex-1">{finalProject.title}</span>
            {finalProject.when && (
              <span className="text-xs font-normal text-slate-300">{finalProject.when}</span>
            )}
          </a>
        </li>
      </ol>
    </nav>
  );
}
