import { describe, expect, it } from 'vitest';
import { positions } from './schema.ts';

describe('positions schema', () => {
  it('refuses an apply button whose prefilled position is not the job title', () => {
    const [job] = positions.example.items;
    const result = positions.schema.safeParse({
      items: [
        {
          ...job,
          action: { label: 'Apply Now', modal: 'career', prefill: { position: 'Engineer' } },
        },
      ],
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['items', 0, 'action', 'prefill', 'position'],
        message: 'prefill position "Engineer" differs from the job title "GTM Engineer"',
      }),
    ]);
  });
});
