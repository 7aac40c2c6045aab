// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import Curriculum from '../../../../blocks/curriculum/Component.tsx';
import { curriculum } from '../../../../blocks/curriculum/schema.ts';

describe('the curriculum block', () => {
  it('numbers its modules from their order, so a sixth module needs no code', () => {
    const data = curriculum.schema.parse({
      ...curriculum.example,
      modules: Array.from({ length: 6 }, (_, index) => ({
        title: `Topic area ${index + 1}`,
        description: 'What it covers.',
        topics: ['First topic', 'Second topic'],
      })),
    });
    render(
      <MemoryRouter>
        <Curriculum {...data} />
      </MemoryRouter>,
    );
    expect(
      screen.getAllByRole('heading', { level: 3, name: /^Module/ }).map((h) => h.textContent),
    ).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Module 0${n}: Topic area ${n}`));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(curriculum.example.title);
    expect(screen.getByRole('link', { name: 'Back to Program' }).getAttribute('href')).toBe(
      '/growth-strategist',
    );
    expect(screen.getByRole('button', { name: 'Download Full Curriculum PDF' })).toBeTruthy();
  });
});
