/**
 * A form sent inside an island that React has not hydrated yet. Once an island wakes, React
 * listens at its root, but a part of it still waiting for its code (a form's, behind a Suspense
 * boundary) has no handler: React drops the click and leaves the submit to the browser, which
 * would load the form's action with everything typed in the address bar, and in server logs.
 * Every form of an island prevents that default once it is hydrated (a modal button opens its
 * dialog, a form sends by script), so a submit that reaches the window unhandled was sent too
 * early: it is held, and asked again until the form's own handler takes it. Meanwhile the form
 * is `aria-busy`, and its send button shows it is working (styles.css): the press was taken.
 */

/** How often, and how many times, a held form is asked again: about 10 s in all. */
const retryMs = 100;
const attempts = 100;

const held = new WeakSet<HTMLFormElement>();
/** The form being asked again right now: its event is its handler's to take, not ours. */
let asking: HTMLFormElement | null = null;

/** The form is no longer held: taken by its handler, gone, or given up on. */
function release(form: HTMLFormElement) {
  held.delete(form);
  form.removeAttribute('aria-busy');
}

function askAgain(form: HTMLFormElement, submitter: HTMLElement | null, left: number) {
  setTimeout(() => {
    if (!form.isConnected) return release(form);
    if (left === 0) {
      release(form);
      // Its code never came: a form with somewhere to go without scripts goes there (a modal
      // button to the contact page); one sent only by script stays, with what was typed.
      if (form.hasAttribute('action')) form.submit();
      return;
    }
    asking = form;
    const unhandled = form.dispatchEvent(
      new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }),
    );
    asking = null;
    if (unhandled) askAgain(form, submitter, left - 1);
    else release(form);
  }, retryMs);
}

export function holdUnhandledSubmits() {
  addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || form === asking || !(form instanceof HTMLFormElement)) return;
    if (!form.closest('[data-island]')) return;
    event.preventDefault();
    if (held.has(form)) return;
    held.add(form);
    form.setAttribute('aria-busy', 'true');
    const { submitter } = event as SubmitEvent;
    askAgain(form, submitter?.isConnected ? submitter : null, attempts);
  });
}
