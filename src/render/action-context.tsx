/**
 * What the modal action needs from the page: open a form modal, warm one up. The layout's modal
 * host provides the implementation; blocks only ever render <ActionButton>.
 */
import { createContext, useContext } from 'react';

export interface ModalRequest {
  formId: string;
  prefill?: Record<string, string>;
  scrollTop?: boolean;
}

export interface ActionHandlers {
  openModal: (request: ModalRequest, opener: HTMLElement | null) => void;
  /** Warm up what a modal needs (on hover or focus of its button). */
  prepareModal: (formId: string) => void;
}

const noop: ActionHandlers = {
  openModal: () => undefined,
  prepareModal: () => undefined,
};

export const ActionContext = createContext<ActionHandlers>(noop);

export const useActions = () => useContext(ActionContext);
