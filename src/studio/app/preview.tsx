/** Entry of the preview frame (/studio/preview): the site's styles and the preview app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../fonts.css';
import '../../styles.css';
import { PreviewApp } from './preview/PreviewApp.tsx';

const container =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <StrictMode>
    <PreviewApp />
  </StrictMode>,
);
