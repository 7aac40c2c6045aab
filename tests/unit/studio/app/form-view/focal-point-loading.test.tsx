// @vitest-environment jsdom
/**
 * The focal-point picker while its picture loads (right after an upload, the original is still
 * on its way): the box says it is loading and shows no handle over an empty box; once the
 * picture is in, the handle appears; a picture that fails says so.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FocalPointPicker } from '../../../../../src/studio/app/form-view/FocalPointPicker.tsx';

const picture = () => screen.getByRole('img', { name: /click the point to keep in view/ });
const handle = (container: HTMLElement) => container.querySelector('span[aria-hidden="true"]');

describe('the focal-point picker while its picture loads', () => {
  it('says it is loading, with no handle, until the picture is in', () => {
    const { container } = render(
      <FocalPointPicker url="/media/crew.jpg" focus={[0.2, 0.3]} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the picture…');
    expect(handle(container)).toBeNull();

    fireEvent.load(picture());
    expect(screen.queryByRole('status')).toBeNull();
    expect((handle(container) as HTMLElement).style.left).toBe('20%');
  });

  it('loads again for a new picture, and says when one cannot be shown', () => {
    const { container, rerender } = render(
      <FocalPointPicker url="/media/crew.jpg" focus={undefined} onChange={vi.fn()} />,
    );
    fireEvent.load(picture());
    expect(handle(container)).not.toBeNull();

    rerender(<FocalPointPicker url="/media/roof.jpg" focus={undefined} onChange={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the picture…');
    fireEvent.error(picture());
    expect(screen.getByRole('status').textContent).toBe('The picture could not be shown.');
    expect(handle(container)).toBeNull();
  });
});
