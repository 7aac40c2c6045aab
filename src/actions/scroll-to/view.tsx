import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageLocation } from '../../render/page-location.ts';
import { scrollToElement } from '../../render/scroll.ts';
import { loadSectionRoutes, sectionRouteOf } from '../../render/section-routes.ts';
import { defineActionView } from '../define-view.ts';
import { islandsBuild } from '../../islands/mode.ts';

/** An in-page anchor: scrolls to the section here, or goes to the page that has it. */
export default defineActionView(
  'scrollTo',
  function ScrollToAction({ action, className, content, onDone }) {
    const navigate = useNavigate();
    const location = usePageLocation();
    const id = action.scrollTo;
    const home = sectionRouteOf(id) ?? location.pathname;
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onDone?.();
      const target = document.getElementById(id);
      // A built page's link already names the section's page (prerendered knowing every page):
      // going there is a plain page load.
      if (!target && islandsBuild) return;
      event.preventDefault();
      if (target) {
        scrollToElement(target);
        window.history.replaceState(window.history.state, '', `#${id}`);
      } else if (sectionRouteOf(id)) {
        void navigate(`${home}#${id}`);
      } else {
        // No loaded page module named the section's page: ask the whole index, then go.
        const go = () => void navigate(`${sectionRouteOf(id) ?? location.pathname}#${id}`);
        loadSectionRoutes().then(go, go);
      }
    };
    return (
      <a href={`${home}#${id}`} className={className} onClick={onClick}>
        {content}
      </a>
    );
  },
);
