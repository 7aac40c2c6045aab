// @vitest-environment jsdom
/**
 * A form sent inside an island before React has hydrated it (src/islands/held-submits.ts): the
 * browser's own submit is prevented, the form is asked again until a handler takes it, and a form
 * whose code never comes is sent without scripts only if it has somewhere to go.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdUnhandledSubmits } from '../../../src/islands/held-submits.ts';

beforeAll(() => holdUnhandledSubmits());

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A form in an island (or not), its button, and a count of native sends. */
function formIn(island: boolean, action?: string) {
  document.body.innerHTML = `<div ${island ? 'data-island="block"' : ''}><form ${
    action ? `action="${action}"` : ''
  }><input name="name" value="Ana"><button>Send</button></form></div>`;
  const form = document.querySelector('form')!;
  const nativeSends = vi.spyOn(form, 'submit').mockImplementation(() => {});
  return { form, button: form.querySelector('button')!, nativeSends };
}

/** Sends `form` as a click on its button would: returns whether the browser may go on. */
const send = (form: HTMLFormElement, submitter: HTMLElement) =>
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }));

describe('a form sent inside an island that is not hydrated yet', () => {
  it('is held, asked again, and taken by its handler once that is in place', () => {
    vi.useFakeTimers();
    const { form, button } = formIn(true);
    expect(send(form, button)).toBe(false);
    const taken: (HTMLElement | null)[] = [];
    vi.advanceTimersByTime(300); // Asked again, nobody there yet.
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      taken.push(event.submitter);
    });
    vi.advanceTimersByTime(100);
    expect(taken).toEqual([button]);
    vi.advanceTimersByTime(5000);
    expect(taken).toHaveLength(1);
  });

  it('is busy while held, and no longer once its handler takes it or it is given up', () => {
    vi.useFakeTimers();
    const { form, button } = formIn(true);
    send(form, button);
    expect(form.getAttribute('aria-busy')).toBe('true');
    form.addEventListener('submit', (event) => event.preventDefault());
    vi.advanceTimersByTime(100);
    expect(form.hasAttribute('aria-busy')).toBe(false);

    const { form: orphan, button: press } = formIn(true);
    send(orphan, press);
    expect(orphan.getAttribute('aria-busy')).toBe('true');
    vi.advanceTimersByTime(11_000);
    expect(orphan.hasAttribute('aria-busy')).toBe(false);
  });

  it('sent twice while held is asked once', () => {
    vi.useFakeTimers();
    const { form, button } = formIn(true);
    send(form, button);
    send(form, button);
    let asked = 0;
    form.addEventListener('submit', (event) => {
      asked += 1;
      event.preventDefault();
    });
    vi.advanceTimersByTime(1000);
    expect(asked).toBe(1);
  });

  it('whose code never comes goes where it goes without scripts, if it has an action', () => {
    vi.useFakeTimers();
    const withAction = formIn(true, '/contact');
    send(withAction.form, withAction.button);
    vi.advanceTimersByTime(9000);
    expect(withAction.nativeSends).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(withAction.nativeSends).toHaveBeenCalledOnce();

    const scriptOnly = formIn(true);
    send(scriptOnly.form, scriptOnly.button);
    vi.advanceTimersByTime(20_000);
    expect(scriptOnly.nativeSends).not.toHaveBeenCalled();
  });

  it('leaves alone a form outside any island, and one its handler already took', () => {
    vi.useFakeTimers();
    const outside = formIn(false);
    expect(send(outside.form, outside.button)).toBe(true);
    const handled = formIn(true);
    let heard = 0;
    handled.form.addEventListener('submit', (event) => {
      heard += 1;
      event.preventDefault();
    });
    send(handled.form, handled.button);
    vi.advanceTimersByTime(1000);
    expect(heard).toBe(1);
  });
});
