// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
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
  // Each section is a native <details>; its <summary> is the header the browser exposes as a
  // button (jsdom and Testing Library give it no role, hence the text).
  const section = (name: RegExp) =>
    screen.getByText(name, { selector: 'summary span' }).closest('details')!;
  return { core: section(/^Core features/), advanced: section(/^Advanced features/) };
}

describe('comparison accordion', () => {
  it('opens the initially open section; the others are closed with their rows in the HTML', () => {
    const { core, advanced } = renderComparison();
    expect(core.open).toBe(true);
    expect(advanced.open).toBe(false);
    expect(advanced.textContent).toContain('Campaign management');
  });

  it('puts every section in one named group, so the browser keeps one open at a time', () => {
    const { core, advanced } = renderComparison();
    expect(core.getAttribute('name')).toBeTruthy();
    expect(advanced.getAttribute('name')).toBe(core.getAttribute('name'));
  });

  it('starts with every section closed when none is set to open', () => {
    const { core, advanced } = renderComparison({ initiallyOpen: undefined });
    expect(core.open).toBe(false);
    expect(advanced.open).toBe(false);
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
