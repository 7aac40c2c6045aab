/**
 * The modal host in jsdom: an action opens the form's dialog (full screen and scrolled to the
 * top when asked), the dialog is named by its title, and closing gives focus back.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../src/layout/ModalHost.tsx';
import { useActions, type ModalRequest } from '../../src/render/action-context.tsx';
import { MotionProvider } from '../../src/render/motion.tsx';

function Opener({ request }: { request: ModalRequest }) {
  const { openModal } = useActions();
  return (
    <button type="button" onClick={(event) => openModal(request, event.currentTarget)}>
      Open
    </button>
  );
}

function renderHost(request: ModalRequest) {
  return render(
    <MotionProvider>
      <ModalHost>
        <Opener request={request} />
      </ModalHost>
    </MotionProvider>,
  );
}

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
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toContain('min-h-full');
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
    expect(dialog.className).not.toContain('min-h-full');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Position' }) as HTMLInputElement).value).toBe(
        'Senior Growth Strategist',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
