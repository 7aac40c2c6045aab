// @vitest-environment jsdom
/**
 * A block's texts are the texts alone on the site, and marked with their field's path only
 * under the studio preview's provider.
 */
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ComponentProps } from 'react';
import Pricing from '../../../blocks/pricing/Component.tsx';
import { EditableFields } from '../../../src/render/editable-text.tsx';
import { MarkedText } from '../../../src/studio/app/preview/MarkedText.tsx';

const plans = [
  {
    title: 'Starter',
    subtitle: 'For one crew',
    monthlyFee: 497,
    features: ['Website'],
    action: { label: 'Start', to: '/contact' },
  },
  {
    title: 'Growth',
    monthlyFee: 797,
    features: ['Everything'],
    recommended: true,
    action: { label: 'Grow', to: '/contact' },
  },
];
type PricingProps = ComponentProps<typeof Pricing>;
const pricing = (
  <MemoryRouter>
    <Pricing {...({ type: 'pricing', title: 'Plans', plans } as unknown as PricingProps)} />
  </MemoryRouter>
);

describe('EditableText', () => {
  it('adds nothing to the site’s HTML', () => {
    const html = renderToStaticMarkup(pricing);
    expect(html).not.toContain('data-studio');
    expect(html).toContain('<h3 class="text-xl font-bold">Growth</h3>');
    expect(html).toContain('$797');
  });

  it('marks each text with its field’s path under the preview’s provider, a price with its value', () => {
    const { container } = render(
      <EditableFields.Provider value={{ base: ['blocks', 2], Mark: MarkedText }}>
        {pricing}
      </EditableFields.Provider>,
    );
    const fee = container.querySelector(
      '[data-studio-field=\'["blocks",2,"plans",1,"monthlyFee"]\']',
    );
    expect(fee?.textContent).toBe('$797');
    expect(fee?.getAttribute('data-studio-value')).toBe('797');
    const title = container.querySelector('[data-studio-field=\'["blocks",2,"title"]\']');
    expect(title?.textContent).toBe('Plans');
    // Marked in an element of its own, the page's text is the same.
    expect(container.textContent).toBe(render(pricing).container.textContent);
  });
});
