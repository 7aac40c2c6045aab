// @vitest-environment jsdom
/**
 * The form engine in jsdom with delivery stubbed: labels, error wiring, focus on the first
 * invalid field, one send per submit however often it is pressed, and drafts.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryResult } from '../../../src/email/delivery-result.ts';
import FormPanel from '../../../src/forms/FormPanel.tsx';
import { definitionWith, nameAndEmail } from '../../support/form-definition.ts';

const sendEmail = vi.hoisted(() => vi.fn());
vi.mock('../../../src/email/send-form.ts', () => ({
  sendEmail,
  throttleLeft: async () => 0,
  SEND_TIMEOUT_MS: 15_000,
}));

const definition = definitionWith(
  [
    ...nameAndEmail,
    { name: 'trade', label: 'Trade', type: 'select', options: [{ value: 'hvac', label: 'HVAC' }] },
    { name: 'message', label: 'Message', type: 'textarea', rows: 3 },
  ],
  {
    id: 'unit-form',
    title: 'Unit form',
    submitLabel: 'Send it',
    email: { type: 'unit', template: 'contact', subject: 'New Form Submission' },
    messages: { success: 'All good.', failure: 'It broke.' },
    afterSuccess: 'reset',
  },
);

beforeEach(() => {
  sendEmail.mockReset();
  sessionStorage.clear();
  localStorage.clear();
  // userEvent types faster than a person: the too-fast check has tests of its own.
  vi.stubEnv('VITE_FORMS_MIN_FILL_MS', '0');
});

describe('FormPanel', () => {
  it('ties labels to inputs, shows errors beside fields and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    render(<FormPanel definition={definition} />);
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('rows')).toBe('3');

    await user.type(email, 'nope');
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(name.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('Please fill in “Full Name”.');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /valid email/,
    );
    // Fields without an error point at nothing.
    expect(
      screen.getByRole('textbox', { name: 'Message' }).getAttribute('aria-describedby'),
    ).toBeNull();
    expect(sendEmail).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field, not the first field, when earlier ones are valid', async () => {
    const user = userEvent.setup();
    render(<FormPanel definition={definition} />);
    const name = screen.getByLabelText(/^Full Name/);
    const email = screen.getByLabelText(/^Email/);
    await user.type(name, 'Ana');
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(sendEmail).not.toHaveBeenCalled();
  });

  it('sends once however often the button is pressed, shows progress, then resets', async () => {
    const user = userEvent.setup();
    let finish!: (result: DeliveryResult) => void;
    sendEmail.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    render(<FormPanel definition={definition} />);
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await user.click(busy);
    await user.click(busy);
    expect(sendEmail).toHaveBeenCalledTimes(1);
    expect(sendEmail.mock.calls[0]![0].params).toEqual({
      to_name: 'Admin',
      form_type: 'unit',
      subject: 'New Form Submission',
      name: 'Ana',
      email: 'ana@example.com',
      trade: '',
      message: '',
      submission_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await act(async () => finish({ ok: true, destination: 'emailjs' }));
    expect(screen.getByRole('status').textContent).toBe('All good.');
    expect((screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement).value).toBe('');
    expect(sessionStorage.getItem('form-draft:unit-form')).toBeNull();
  });

  it('on a failure a retry can fix keeps the values and says the request is saved', async () => {
    const user = userEvent.setup();
    sendEmail.mockResolvedValue({ ok: false, reason: 'rate-limited', status: 429, detail: '' });
    render(<FormPanel definition={definition} />);
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'It broke.Your request is saved on this device and will be sent automatically, even if you leave this page. In a hurry? Call (555) 123-4567 or e-mail hello@tradelift.example.',
    );
    expect(screen.getByRole('link', { name: '(555) 123-4567' }).getAttribute('href')).toBe(
      'tel:+15551234567',
    );
    // Sent again with the same values, it is the same submission: the same id.
    sendEmail.mockResolvedValue({ ok: true, destination: 'emailjs' });
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    const ids = sendEmail.mock.calls.map(([email]) => email.params.submission_id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('a request kept after a failure is the same submission when the form is opened again', async () => {
    const user = userEvent.setup();
    sendEmail.mockResolvedValue({ ok: false, reason: 'network', detail: 'offline' });
    const first = render(<FormPanel definition={definition} />);
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    await screen.findByRole('alert');
    first.unmount();

    // Opened again (a modal closed and reopened): the draft is back, and sending it again
    // retries the kept submission rather than making a second one.
    sendEmail.mockResolvedValue({ ok: true, destination: 'emailjs' });
    const second = render(<FormPanel definition={definition} />);
    const name = screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement;
    await vi.waitFor(() => expect(name.value).toBe('Ana'));
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    await screen.findByRole('status');
    const ids = sendEmail.mock.calls.map(([email]) => email.params.submission_id);
    expect(ids).toEqual([ids[0], ids[0]]);
    second.unmount();
  });

  it('a draft the outbox delivered while the form was closed is not offered again', async () => {
    const user = userEvent.setup();
    sendEmail.mockResolvedValue({ ok: false, reason: 'timeout', detail: 'slow' });
    const first = render(<FormPanel definition={definition} />);
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    await screen.findByRole('alert');
    first.unmount();
    // The outbox delivered it in the meantime: its entry is gone.
    localStorage.clear();
    render(<FormPanel definition={definition} />);
    await vi.waitFor(() => expect(sessionStorage.getItem('form-draft:unit-form')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement).value).toBe('');
  });

  it('on a refusal no retry fixes shows the hint and the phone and e-mail at once', async () => {
    const user = userEvent.setup();
    sendEmail.mockResolvedValue({ ok: false, reason: 'configuration', detail: 'no key' });
    render(<FormPanel definition={definition} />);
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'It broke.Sending is not set up on this site yet. Please contact us by phone or e-mail instead.Please call us at (555) 123-4567 or e-mail hello@tradelift.example.',
    );
    expect(localStorage.length).toBe(0);
    expect((screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement).value).toBe(
      'Ana',
    );
  });

  it('sends nothing, yet thanks, when sent sooner than a person types; a restored draft may', async () => {
    vi.stubEnv('VITE_FORMS_MIN_FILL_MS', '60000');
    const user = userEvent.setup();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { unmount } = render(<FormPanel definition={definition} />);
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    expect((await screen.findByRole('status')).textContent).toBe('All good.');
    expect(sendEmail).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(
      '[form] "unit-form" looked automated (too-fast); nothing was sent.',
    );
    unmount();

    // The visitor typed, left, and came back: the draft fills the form, and a quick send is theirs.
    sendEmail.mockResolvedValue({ ok: true, destination: 'emailjs' });
    sessionStorage.setItem(
      'form-draft:unit-form',
      JSON.stringify({ name: 'Ana', email: 'ana@example.com' }),
    );
    render(<FormPanel definition={definition} />);
    await vi.waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement).value).toBe(
        'Ana',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    await screen.findByRole('status');
    expect(sendEmail).toHaveBeenCalledTimes(1);
  });

  it('keeps a draft while typing and restores it, under the prefill', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<FormPanel definition={definition} />);
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    unmount();
    render(<FormPanel definition={definition} prefill={{ email: 'new@example.com' }} />);
    await vi.waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement).value).toBe(
        'Ana',
      ),
    );
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(
      'new@example.com',
    );
  });
});
