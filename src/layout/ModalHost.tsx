/**
 * Owns the one open form modal of the site and the page's notice area, and implements what the
 * modal action triggers: open a form modal (loading its code on demand), warm a form up on
 * hover or focus. A link with `?modal=<form id>` opens that form, with
 * any other query values that name its fields as prefill. A send that settles after its modal
 * closed shows its outcome in the notice area, so no message is lost.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageLocation } from '../render/page-location.ts';
import type { FormOutcome } from '../forms/outcome.ts';
import { isKnownForm, loadForm } from '../forms/load-form.ts';
import { ActionContext, type ActionHandlers } from '../render/action-context.tsx';
import type { OpenModal } from './ModalLayer.tsx';
import { NoticeRegion } from './NoticeRegion.tsx';

const loadModalLayer = () => import('./ModalLayer.tsx');
const ModalLayer = lazy(loadModalLayer);

const LOAD_FAILURE: FormOutcome = {
  kind: 'failure',
  message: 'The form could not be loaded. Please check your connection and try again.',
};

export function ModalHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenModal | null>(null);
  const [notice, setNotice] = useState<FormOutcome | null>(null);
  const latest = useRef(0);
  // From the first opening on the layer stays mounted, so closing animations can play.
  const [layerMounted, setLayerMounted] = useState(false);

  const close = useCallback(() => setOpen(null), []);
  // Which modal is open now, for a send that settles after its modal was closed.
  const openKey = useRef<number | null>(null);
  useEffect(() => {
    openKey.current = open?.key ?? null;
  }, [open]);

  const handlers = useMemo<ActionHandlers>(
    () => ({
      openModal: (request, from) => {
        const key = ++latest.current;
        setNotice(null);
        if (request.scrollTop) window.scrollTo({ top: 0 });
        Promise.all([loadForm(request.formId), loadModalLayer()]).then(
          ([form]) => {
            if (latest.current !== key) return;
            setLayerMounted(true);
            setOpen({ key, request, form, opener: from });
          },
          (error: unknown) => {
            console.error(`[form] "${request.formId}" could not be loaded:`, error);
            setNotice(LOAD_FAILURE);
          },
        );
      },
      prepareModal: (formId) => {
        loadForm(formId).catch(() => undefined);
        loadModalLayer().catch(() => undefined);
      },
    }),
    [],
  );

  // A link such as /careers?modal=career&position=GTM+Engineer opens that form, whether it is
  // loaded or followed inside the site. Only `modal` leaves the address (through the router,
  // which must know the URL): filter and tracking values stay, and a reload does not reopen it.
  const { search, hash, state } = usePageLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const formId = params.get('modal');
    if (!formId || !isKnownForm(formId)) return;
    params.delete('modal');
    handlers.openModal({ formId, prefill: Object.fromEntries(params) }, null);
    const rest = params.toString();
    void navigate({ search: rest ? `?${rest}` : '', hash }, { replace: true, state });
  }, [search, hash, state, navigate, handlers]);

  const handOver = useCallback((key: number, outcome: FormOutcome, closeModal: boolean) => {
    const stillOpen = openKey.current === key;
    if (stillOpen && !closeModal) return false; // The form shows it.
    if (stillOpen) setOpen(null);
    setNotice(outcome);
    return true;
  }, []);

  return (
    <ActionContext.Provider value={handlers}>
      {children}
      {/* A page built with islands mounts its modal host here (src/islands/modal-island.tsx). */}
      <div className="contents" data-modal-host>
        <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
        {layerMounted && (
          <Suspense fallback={null}>
            <ModalLayer open={open} onClose={close} handOver={handOver} />
          </Suspense>
        )}
      </div>
    </ActionContext.Provider>
  );
}
