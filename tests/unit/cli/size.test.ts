import { describe, expect, it } from 'vitest';
import { ON_DEMAND_ONLY, packageOf } from '../../../src/cli/size.ts';

describe('packageOf', () => {
  it('names the package a bundled module comes from', () => {
    expect(packageOf('/repo/node_modules/jspdf/dist/jspdf.es.min.js')).toBe('jspdf');
    expect(packageOf('/repo/node_modules/@emailjs/browser/es/index.js')).toBe('@emailjs/browser');
    expect(packageOf('/repo/node_modules/.pnpm/zod@4/node_modules/zod/v4/core.js')).toBe('zod');
    expect(packageOf('/repo/src/render/Page.tsx')).toBe('(app)');
  });

  it('keeps the heavy libraries of the brief off every first load', () => {
    expect(Object.keys(ON_DEMAND_ONLY)).toEqual(
      expect.arrayContaining(['jspdf', 'react-hook-form', 'zod', '@emailjs/browser']),
    );
  });
});
