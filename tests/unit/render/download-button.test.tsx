// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ActionButton } from '../../../src/render/ActionButton.tsx';
import { runDownload } from '../../../src/render/downloads.ts';

// The registry's runner stands in for building the PDF: the test controls when it settles.
vi.mock('../../../src/render/downloads.ts', () => ({ runDownload: vi.fn() }));

function renderButton(download: typeof runDownload) {
  vi.mocked(runDownload).mockReset().mockImplementation(download);
  render(
    <MemoryRouter>
      <ActionButton
        action={{ label: 'Download Full Curriculum PDF', download: 'curriculum-pdf' }}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Download Full Curriculum PDF' });
}

describe('a download button', () => {
  it('shows progress while the file is built and ignores further presses', async () => {
    let finish: () => void = () => undefined;
    const download = vi.fn<typeof runDownload>(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const button = renderButton(download);
    await userEvent.click(button);
    expect(button.textContent).toContain('Preparing…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Preparing the download');
    await userEvent.click(button);
    expect(runDownload).toHaveBeenCalledTimes(1);
    expect(runDownload).toHaveBeenCalledWith('curriculum-pdf');
    await act(async () => finish());
    expect(button.textContent).toContain('Download Full Curriculum PDF');
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('says clearly when building fails, and clears the message on a successful retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const download = vi
      .fn<typeof runDownload>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce(undefined);
    const button = renderButton(download);
    await userEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The download could not be prepared. Please try again.',
    );
    expect(button.textContent).toContain('Download Full Curriculum PDF');
    await userEvent.click(button);
    expect(runDownload).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
