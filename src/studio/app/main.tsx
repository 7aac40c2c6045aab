/** Entry of the studio (/studio, development server only). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../fonts.css';
import '../../styles.css';
import { StudioApp } from './StudioApp.tsx';

const container =
  document.getElementById('studio-root') ??
  document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);
