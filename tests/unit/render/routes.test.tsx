// @vitest-environment jsdom
/**
 * The route table: every page file is a route, a path is found whatever its trailing slash or
 * case (as static hosts serve it), anything else is the 404 page, and the site renders the
 * route of the router's location inside the layout.
 */
import { readdirSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pageRoutes } from '../../../src/render/route-table.ts';
import { loadRouteTable, routeFor, SiteRoutes } from '../../../src/render/routes.tsx';

beforeAll(() => loadRouteTable());

describe('routeFor', () => {
  it('has a route for every page file', () => {
    // The files on disk, mapped here independently of routeFromPageFile: index.yaml → /,
    // x.yaml → /x, a/b.yaml → /a/b; names starting with _ are data, not pages.
    const files = readdirSync('pages', { recursive: true })
      .map((file) => String(file).replace(/\\/g, '/'))
      .filter((file) => /\.ya?ml$/.test(file))
      .filter((file) => !file.split('/').some((part) => part.startsWith('_')));
    const expected = files
      .map((file) => '/' + file.replace(/\.ya?ml$/, '').replace(/(^|\/)index$/, ''))
      .sort();
    expect(expected.length).toBeGreaterThan(20);
    expect(expected).toContain('/');
    expect(expected).toContain('/pricing');
    const paths = pageRoutes.map((route) => route.path).sort();
    expect(paths).toEqual(expected);
    for (const path of paths) expect(routeFor(path).path).toBe(path);
  });

  it('finds a page with a trailing slash or other case', () => {
    expect(routeFor('/pricing/').path).toBe('/pricing');
    expect(routeFor('/Pricing').path).toBe('/pricing');
    expect(routeFor('/').path).toBe('/');
  });

  it('sends unknown paths to the 404 page', () => {
    expect(routeFor('/no-such-page').path).toBe('*');
    expect(routeFor('/pricing/extra').path).toBe('*');
  });
});

describe('SiteRoutes', () => {
  it('renders the page of the location, once its chunk is loaded', async () => {
    await routeFor('/pricing').preload();
    render(
      <MemoryRouter initialEntries={['/pricing']}>
        <SiteRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('main').querySelector('h1')?.textContent).toMatch(/pricing/i);
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows the 404 page for an unknown path, loading it on demand', async () => {
    // Suspending on the chunk and resuming must be clean: React reports misuse of `use()` here.
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/no-such-page']}>
          <SiteRoutes />
        </MemoryRouter>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
