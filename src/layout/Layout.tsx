import { useEffect, type ReactNode } from 'react';
import { Island } from '../islands/Island.tsx';
import { useLandmarkNaming } from '../render/landmark-names.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ModalHost } from './ModalHost.tsx';
import { ScrollManager } from './ScrollManager.tsx';

/** Header, page, footer and the modal host around every route. */
export function Layout({ children }: { children: ReactNode }) {
  // A signal that the page is interactive; end-to-end tests wait for it before clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const landmark = useLandmarkNaming();
  return (
    <ModalHost>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Island name="header">
        <Header />
      </Island>
      <main id="main-content" aria-label={landmark.label()} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Island name="footer">
        <Footer />
      </Island>
      <ScrollManager />
    </ModalHost>
  );
}
