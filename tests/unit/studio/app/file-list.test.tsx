// @vitest-environment jsdom
/**
 * The file list tells errors from warnings: a page nothing links to yet (a warning) is valid,
 * with its warning in words; a page with an error and a warning says both, not "2 problems".
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FileEntry } from '../../../../src/studio/app/api.ts';
import { FileList } from '../../../../src/studio/app/FileList.tsx';

const page = (route: string, errors: number, warnings: number): FileEntry => ({
  path: `pages${route}.yaml`,
  kind: 'page',
  route,
  valid: errors === 0,
  errors,
  warnings,
});

describe('file list', () => {
  it('counts errors and warnings apart, in words and colours', () => {
    render(
      <FileList
        files={[page('/clean', 0, 0), page('/new', 0, 1), page('/broken', 1, 1)]}
        current={undefined}
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: /^\/clean:\s*valid$/ })).toBeTruthy();
    const onlyWarning = screen.getByRole('button', { name: /^\/new:\s*valid, 1 warning$/ });
    expect(onlyWarning.querySelector('.text-red-700')).toBeNull();
    const broken = screen.getByRole('button', { name: /^\/broken:\s*1 error, 1 warning$/ });
    expect(broken.querySelector('.text-red-700')?.textContent).toBe('1 error');
    expect(broken.querySelector('.text-amber-800')?.textContent).toBe(', 1 warning');
  });
});
