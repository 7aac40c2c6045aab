/** Entry of the studio: the local one (`npm run studio`) or, served so, the team studio. */
// First: zod made jitless before any module makes a schema (the team studio's CSP forbids eval).
import '../../content/zod-without-eval.ts';
import { lazy, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../fonts.css';
import '../../styles.css';
import { LoadPart } from './LoadPart.tsx';
import { TeamStudio } from './team/TeamGate.tsx';

// The team studio's entry is its sign-in gate; the editor loads after it (TeamGate.tsx).
const StudioApp = lazy(() =>
  import('./StudioApp.tsx').then((module) => ({ default: module.StudioApp })),
);

const team =
  document.querySelector<HTMLMetaElement>('meta[name="studio-mode"]')?.content === 'team';
const container =
  document.getElementById('studio-root') ??
  document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <StrictMode>
    {team ? (
      <TeamStudio />
    ) : (
      <LoadPart what="the studio">
        <StudioApp />
      </LoadPart>
    )}
  </StrictMode>,
);
