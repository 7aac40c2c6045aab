/** Entry of the preview frame (/studio/preview): the site's styles and the preview app. */
// First: zod made jitless before any module makes a schema (the team studio's CSP forbids eval).
import '../../content/zod-without-eval.ts';
import { createRoot } from 'react-dom/client';
import '../../fonts.css';
import '../../styles.css';
import { PreviewApp } from './preview/PreviewApp.tsx';

const container =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
// No StrictMode here: its double renders would double the keystroke-to-preview time, and the
// site's own entry is what StrictMode checks.
createRoot(container).render(<PreviewApp />);
