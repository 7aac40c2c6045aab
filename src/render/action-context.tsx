/**
 * What an action does beyond a plain link: open a form modal, run a named download. The layout
 * provides the implementation; blocks only ever render <ActionButton>.
 */
import { createContext, useContext } from 'react';
import type { DownloadName } from '../content/downloads.ts';

export interface ModalRequest {
  formId: string;
  prefill?: Record<string, string>;
  scrollTop?: boolean;
}

export interface ActionHandlers {
  openModal: (request: ModalRequest, opener: HTMLElement | null) => void;
  /** Resolves when the download has been handed to the browser; rejects with a readable error. */
  download: (name: DownloadName) => Promise<void>;
  /** Warm up what a modal needs (on hover or focus of its button). */
  prepareModal: (formId: string) => void;
}

const noop: ActionHandlers = {
  openModal: () => undefined,
  download: () => Promise.resolve(),
  prepareModal: () => undefined,
};

export const ActionContext = createContext<ActionHandlers>(noop);

export const useActions = () => useContext(ActionContext);
