// @vitest-environment jsdom
/**
 * The modal host in jsdom: an action opens the form's dialog (full screen and scrolled to the
 * top when asked), the dialog is named by its title, and closing gives focus back; a
 * `?modal=` link opens its form when followed inside the site; a send that settles after its
 * modal was closed still shows its outcome.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryResult } from '../../../src/email/delivery-result.ts';
import { ModalHost } from '../../../src/layout/ModalHost.tsx';
import { useActions, type ModalRequest } from '../../../src/render/action-context.tsx';

function Opener({ request }: { request: ModalRequest }) {
  const { openModal } = useActions();
  return (
    <button type="button" onClick={(event) => openModal(request, event.currentTarget)}>
      Open
    </button>
  );
}

// Each send waits for the test to settle it.
let settleSend: (result: DeliveryResult) => void = () => undefined;
vi.mock('../../../src/email/send-form.ts', () => ({
  sendEmail: () => new Promise<DeliveryResult>((resolve) => (settleSend = resolve)),
  throttleLeft: async () => 0,
  SEND_TIMEOUT_MS: 15_000,
}));

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function renderHost(request: ModalRequest) {
  return render(
    <MemoryRouter initialEntries={['/start?q=roof']}>
      <ModalHost>
        <Opener request={request} />
        <Link to="/careers?modal=career&position=GTM%20Engineer&q=roof">Apply</Link>
        <Where />
      </ModalHost>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  // userEvent types faster than a person: the too-fast check has tests of its own.
  vi.stubEnv('VITE_FORMS_MIN_FILL_MS', '0');
});
afterEach(() => vi.restoreAllMocks());

// The first test pays for transforming the form code (zod, react-hook-form, the SDK).
vi.setConfig({ testTimeout: 30_000 });

describe('ModalHost', () => {
  it('opens the application form full screen and scrolls the page to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderHost({ formId: 'application', scrollTop: true });
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Apply for the Growth Strategist Program' },
      { timeout: 25_000 },
    );
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.dataset.layout).toBe('fullscreen');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('opens the career form with the prefilled position and returns focus on close', async () => {
    const user = userEvent.setup();
    renderHost({ formId: 'career', prefill: { position: 'Senior Growth Strategist' } });
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Apply for a Position' },
      { timeout: 25_000 },
    );
    expect(dialog.dataset.layout).toBe('centered');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Position' }) as HTMLInputElement).value).toBe(
        'Senior Growth Strategist',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('opens the form of a ?modal= link followed inside the site, keeping other query values', async () => {
    const user = userEvent.setup();
    renderHost({ formId: 'career' });
    await user.click(screen.getByRole('link', { name: 'Apply' }));
    await screen.findByRole('dialog', { name: 'Apply for a Position' }, { timeout: 25_000 });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Position' }) as HTMLInputElement).value).toBe(
        'GTM Engineer',
      ),
    );
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/careers?position=GTM+Engineer&q=roof',
    );
  });

  it('shows the outcome of a send that fails after its modal was closed', async () => {
    const user = userEvent.setup();
    renderHost({ formId: 'newsletter' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Subscribe to Growth Insights' },
      { timeout: 25_000 },
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ann@example.com');
    // The newsletter asks for consent to be e-mailed.
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Sending/ })).toBeTruthy(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    settleSend({ ok: false, reason: 'network', detail: 'offline' });
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent)
          .join(''),
      ).toContain('There was an error sending your request.'),
    );
  });
});
