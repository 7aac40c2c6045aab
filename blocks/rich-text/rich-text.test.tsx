// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import RichText from './Component.tsx';
import { richText } from './schema.ts';

describe('rich-text', () => {
  it('links each contents entry to the anchor of its heading', () => {
    const props = richText.schema.parse({
      contents: true,
      sections: [
        { heading: 'Who we are', paragraphs: ['TradeLift.'] },
        { heading: 'Your rights', list: ['Access', 'Deletion'], ordered: true },
      ],
    });
    const { container } = render(
      <MemoryRouter>
        <RichText {...props} id="policy" />
      </MemoryRouter>,
    );
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const link = contents.querySelector('a[href$="#policy-your-rights"]');
    expect(link?.textContent).toBe('Your rights');
    expect(screen.getByRole('heading', { name: 'Your rights', level: 2 }).id).toBe(
      'policy-your-rights',
    );
    expect(container.querySelector('section ol:not(nav ol)')?.textContent).toBe('AccessDeletion');
  });

  it('refuses two parts with the same heading', () => {
    const result = richText.schema.safeParse({
      sections: [
        { heading: 'Contact', paragraphs: ['a'] },
        { heading: 'Contact', paragraphs: ['b'] },
      ],
    });
    expect(result.error?.issues[0]?.path).toEqual(['sections', 1, 'heading']);
  });
});
