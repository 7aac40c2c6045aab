/** Entry of the studio: the local one (`npm run studio`) or, served so, the team studio. */
// First: zod made jitless before any module makes a schema (the team studio's CSP forbids eval).
import '../../content/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../fonts.css';
import '../../styles.css';
import { StudioApp } from './StudioApp.tsx';
import { TeamStudio } from './team/TeamStudio.tsx';

const team =
  document.querySelector<HTMLMetaElement>('meta[name="studio-mode"]')?.content === 'team';
const container =
  document.getElementById('studio-root') ??
  document.body.appendChild(document.createElement('div'));
createRoot(container).render(<StrictMode>{team ? <TeamStudio /> : <StudioApp />}</StrictMode>);
