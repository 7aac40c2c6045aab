/**
 * Which blocks a built page wakes (src/islands/block-wake.ts): the block definitions say it for
 * stateful components, the action registry for buttons that run in the browser; everything
 * else is HTML only.
 */
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../../blocks/index.ts';
import { blockWake } from '../../../src/islands/block-wake.ts';

describe('blockWake', () => {
  it('wakes a stateful block when its definition says', () => {
    expect(blockWake({ type: 'comparison' })).toBe('interaction');
    expect(blockWake({ type: 'form' })).toBe('visible');
    expect(blockWake({ type: 'videos' })).toBe('visible');
  });

  it('leaves a block with only links as HTML', () => {
    const hero = { type: 'hero', title: 'Hi', actions: [{ label: 'Pricing', to: '/pricing' }] };
    expect(blockWake(hero)).toBeNull();
    expect(blockWake({ type: 'rich-text', body: 'Text' })).toBeNull();
    // Native disclosures: the FAQ opens and closes without JavaScript.
    expect(blockWake({ type: 'faq', items: [] })).toBeNull();
  });

  it('wakes any block whose data holds a modal or download button, at any depth', () => {
    const withModal = { type: 'hero', actions: [{ label: 'Book', modal: 'consultation' }] };
    expect(blockWake(withModal)).toBe('interaction');
    const deep = {
      type: 'link-cards',
      items: [{ title: 'Guide', action: { label: 'Get it', download: 'curriculum-pdf' } }],
    };
    expect(blockWake(deep)).toBe('interaction');
  });

  it("reads every registered block's own example without throwing", () => {
    for (const definition of blockRegistry) {
      const wake = blockWake({ type: definition.type, ...definition.example });
      expect([null, 'interaction', 'visible']).toContain(wake);
      if (definition.wakes) expect(wake).toBe(definition.wakes);
    }
  });
});
