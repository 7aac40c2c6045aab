/** The studio's browser app (placeholder until the editor lands). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('studio-root')!).render(
  <StrictMode>
    <main>
      <h1>Studio</h1>
    </main>
  </StrictMode>,
);
