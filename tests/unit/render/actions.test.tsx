// @vitest-environment jsdom
/**
 * Every action of the YAML contract renders as the element a visitor expects and does its job.
 */
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../src/content/fields.ts';
import { action as actionSchema } from '../../../src/content/fields.ts';
import { ActionContext, type ActionHandlers } from '../../../src/render/action-context.tsx';
import { ActionButton } from '../../../src/render/ActionButton.tsx';
import { runDownload } from '../../../src/render/downloads.ts';
import { addSectionRoutes } from '../../../src/render/section-routes.ts';

// The download action runs the registry's builder; here it is a stand-in the test controls.
vi.mock('../../../src/render/downloads.ts', () => ({ runDownload: vi.fn() }));

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.hash}</output>;
}

function renderAction(action: Action, handlers: Partial<ActionHandlers> = {}, about?: string) {
  const value: ActionHandlers = {
    openModal: vi.fn(),
    prepareModal: vi.fn(),
    ...handlers,
  };
  render(
    <ActionContext.Provider value={value}>
      <MemoryRouter initialEntries={['/start']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <ActionButton action={action} about={about} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ActionContext.Provider>,
  );
  return value;
}

describe('actions', () => {
  it('to: a router link that navigates without a page load', async () => {
    renderAction({ label: 'See pricing', to: '/pricing' });
    await userEvent.click(screen.getByRole('link', { name: 'See pricing' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/pricing');
  });

  it('about: names the card a repeated label belongs to, for screen readers only', () => {
    renderAction({ label: 'Watch Now', modal: 'newsletter' }, {}, 'Storm season playbook');
    const button = screen.getByRole('button', { name: 'Watch Now: Storm season playbook' });
    expect(button.querySelector('.sr-only')?.textContent).toBe(': Storm season playbook');
  });

  it('href: a plain link to the outside world', () => {
    renderAction({ label: 'Call us', href: 'tel:+15551234567' });
    expect(screen.getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe(
      'tel:+15551234567',
    );
  });

  it('modal: a button that opens the form with its prefill and warms it up on hover', async () => {
    const handlers = renderAction({
      label: 'Apply',
      modal: 'career',
      prefill: { position: 'GTM Engineer' },
      scrollTop: true,
    });
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.hover(button);
    expect(handlers.prepareModal).toHaveBeenCalledWith('career');
    await userEvent.click(button);
    expect(handlers.openModal).toHaveBeenCalledWith(
      { formId: 'career', prefill: { position: 'GTM Engineer' }, scrollTop: true },
      button,
    );
  });

  it('modal: in the prerendered HTML, a button whose form asks the contact page for the same form', () => {
    document.body.innerHTML = renderToString(
      <MemoryRouter>
        <ActionButton
          action={{ label: 'Apply', modal: 'career', prefill: { position: 'GTM Engineer' } }}
        />
      </MemoryRouter>,
    );
    // Without JavaScript the dialog cannot open: the button sends a GET form to where the
    // company can be reached (the site's contact page), asking a browser that runs the site to
    // open the same form there, with the same values.
    const button = screen.getByRole('button', { name: 'Apply' });
    const form = button.closest('form')!;
    expect(button.getAttribute('type')).toBe('submit');
    expect(form.getAttribute('action')).toBe('/contact');
    expect(form.getAttribute('method')).toBe('get');
    const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    expect(query.toString()).toBe('modal=career&position=GTM+Engineer');
    document.body.innerHTML = '';
  });

  it('scrollTo: fetches the section index when no page module named the page, then goes there', async () => {
    renderAction({ label: 'Contact', scrollTo: 'contact' });
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link.getAttribute('href')).toBe('/start#contact');
    await userEvent.click(link);
    await expect
      .poll(() => screen.getByRole('status', { name: 'location' }).textContent)
      .toBe('/contact#contact');
  });

  it('scrollTo: links to the page a loaded page module names for the section', async () => {
    addSectionRoutes({ plans: '/pricing' });
    renderAction({ label: 'Plans', scrollTo: 'plans' });
    const link = screen.getByRole('link', { name: 'Plans' });
    expect(link.getAttribute('href')).toBe('/pricing#plans');
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/pricing#plans');
  });

  it('scrollTo: scrolls to the section when it is on this page', async () => {
    const section = document.createElement('section');
    section.id = 'contact';
    const scrolled = vi.fn();
    section.scrollIntoView = scrolled;
    document.body.append(section);
    window.matchMedia = vi.fn(() => ({ matches: true }) as unknown as MediaQueryList);
    renderAction({ label: 'Contact', scrollTo: 'contact' });
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/start');
    section.remove();
  });

  it('download: shows progress, refuses a second build meanwhile, and a message when it fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const download = vi
      .mocked(runDownload)
      .mockImplementation(() => new Promise<void>((_, reject) => (fail = reject)));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAction({ label: 'Download PDF', download: 'curriculum-pdf' });
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(download).toHaveBeenCalledWith('curriculum-pdf');
    const busy = screen.getByRole('button', { name: 'Preparing…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(busy);
    expect(download).toHaveBeenCalledTimes(1);
    fail(new Error('boom'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The download could not be prepared. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Download PDF' }).hasAttribute('disabled')).toBe(
      false,
    );
  });
});

describe('action schema', () => {
  const problems = (value: unknown) =>
    actionSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it('accepts exactly one action', () => {
    expect(problems({ label: 'Go', to: '/pricing' })).toEqual([]);
    expect(problems({ label: 'Mail', href: 'mailto:hello@example.com' })).toEqual([]);
  });

  it('refuses a button with no action or two', () => {
    expect(problems({ label: 'Dead' })[0]).toMatch(/needs exactly one action .* it has none/);
    expect(problems({ label: 'Both', to: '/a', modal: 'contact' })[0]).toMatch(
      /it has to and modal/,
    );
  });

  it('refuses schemes other than http, https, mailto and tel', () => {
    expect(problems({ label: 'x', href: 'javascript:alert(1)' })[0]).toMatch(
      /expected an http, https, mailto or tel link/,
    );
    expect(problems({ label: 'x', href: 'ftp://example.com' })).toHaveLength(1);
    expect(problems({ label: 'x', href: 'https://example.com' })).toEqual([]);
  });

  it('keeps prefill and scrollTop for modals only', () => {
    expect(problems({ label: 'x', to: '/a', prefill: { a: 'b' } })[0]).toMatch(
      /only go with modal/,
    );
  });
});
