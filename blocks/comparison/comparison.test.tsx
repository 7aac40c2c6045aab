import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import Comparison from './Component.tsx';
import { comparison } from './schema.ts';

const props = comparison.schema.parse(comparison.example);

function renderComparison(overrides: Partial<typeof props> = {}) {
  render(
    <MemoryRouter>
      <Comparison {...props} {...overrides} />
    </MemoryRouter>,
  );
  return {
    core: screen.getByRole('button', { name: /^Core features/ }),
    advanced: screen.getByRole('button', { name: /^Advanced features/ }),
  };
}

describe('comparison accordion', () => {
  it('opens the initially open section and points each header at its panel', () => {
    const { core, advanced } = renderComparison();
    expect(core.getAttribute('aria-expanded')).toBe('true');
    expect(advanced.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(advanced.getAttribute('aria-controls')!);
    expect(panel).not.toBeNull();
    expect(panel!.hidden).toBe(true);
    expect(panel!.textContent).toContain('Campaign management');
  });

  it('keeps one section open and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    const { core, advanced } = renderComparison();
    await user.click(advanced);
    expect(advanced.getAttribute('aria-expanded')).toBe('true');
    expect(core.getAttribute('aria-expanded')).toBe('false');
    await user.click(advanced);
    expect(advanced.getAttribute('aria-expanded')).toBe('false');
    expect(core.getAttribute('aria-expanded')).toBe('false');
  });

  it('starts with every section closed when none is set to open', () => {
    const { core, advanced } = renderComparison({ initiallyOpen: undefined });
    expect(core.getAttribute('aria-expanded')).toBe('false');
    expect(advanced.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows included, not included and worded values', () => {
    renderComparison();
    expect(screen.getAllByText('Included').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Not included').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Weekly').length).toBeGreaterThan(0);
  });
});

describe('comparison schema', () => {
  it('refuses a row without one value per tier', () => {
    const result = comparison.schema.safeParse({
      ...comparison.example,
      sections: [{ title: 'Core', rows: [{ feature: 'Calls', values: [true] }] }],
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['sections', 0, 'rows', 0, 'values'],
        message: 'expected 2 values (one per tier), got 1',
      }),
    ]);
  });

  it('refuses an initially open section that does not exist', () => {
    const result = comparison.schema.safeParse({ ...comparison.example, initiallyOpen: 5 });
    expect(result.error?.issues[0]?.path).toEqual(['initiallyOpen']);
  });
});
