// @vitest-environment jsdom
/** A block that throws in the browser: the error page shows and the console names the block. */
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PageData } from '../../../src/project/page-schema.ts';
import { RenderErrorBoundary } from '../../../src/render/ErrorPage.tsx';
import { Page } from '../../../src/render/Page.tsx';

function Fine() {
  return <p>fine block</p>;
}
function Broken(): never {
  throw new Error('boom');
}

describe('a block that throws', () => {
  it('shows the error page and says which block in the console', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = {
      title: 'T',
      description: 'D',
      blocks: [{ type: 'fine' }, { type: 'broken' }],
    } as unknown as PageData;
    const components = { fine: Fine, broken: Broken } as Record<string, ComponentType<never>>;
    render(
      <MemoryRouter>
        <RenderErrorBoundary resetKey="/x">
          <Page module={{ file: 'pages/x.yaml', route: '/x', page, components }} />
        </RenderErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged).toContain('Block pages/x.yaml blocks[1] (broken) failed to render:');
    errors.mockRestore();
  });
});
