import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: [
        'tests/unit/**/*.test.{ts,tsx}',
        'blocks/**/*.test.{ts,tsx}',
        'src/**/*.test.{ts,tsx}',
      ],
      environment: 'jsdom',
      setupFiles: ['tests/unit/setup.ts'],
    },
  }),
);
