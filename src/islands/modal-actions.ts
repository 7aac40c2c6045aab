/**
 * What islands give their modal buttons: the one modal host's actions (modal-island.tsx). The
 * host, the form engine and the dialog load with the first modal button touched, not with the
 * first island that wakes.
 */
import type { ActionHandlers } from '../render/action-context.tsx';

const host = () => import('./modal-island.tsx').then((module) => module.mountModalHost());

export const modalActions: ActionHandlers = {
  openModal: (request, opener) => {
    void host().then((handlers) => handlers.openModal(request, opener));
  },
  prepareModal: (formId) => {
    void host().then((handlers) => handlers.prepareModal(formId));
  },
};
