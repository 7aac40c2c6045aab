import { afterEach } from 'vitest';

// Only a file with a DOM (`// @vitest-environment jsdom`) renders: the others skip loading
// Testing Library and react-dom.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}

// jsdom has <dialog> but not its methods, nor Web Animations: the least of showModal() and
// close() that the modal relies on (the `open` attribute, the `close` event), and no transitions.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
if (typeof Element !== 'undefined' && !Element.prototype.getAnimations) {
  Element.prototype.getAnimations = () => [];
}
