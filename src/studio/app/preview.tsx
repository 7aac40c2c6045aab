/** The studio's live preview frame (placeholder until the preview lands). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Studio</h1>
    </main>
  </StrictMode>,
);
