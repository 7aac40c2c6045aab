/** What a deploy's children get of the studio's environment: little, named, never the token. */
import { describe, expect, it } from 'vitest';
import { buildEnvironment, commandEnvironment } from '../../../src/deploy/child-env.ts';

const studio = {
  PATH: '/usr/bin',
  HOME: '/home/studio',
  NODE_ENV: 'test',
  BUILD_DATE: '2026-11-20',
  VITE_EMAILJS_PUBLIC_KEY: 'public-key',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_LEADS_URL: '/api/leads',
  VITE_OTHER: 'not for the build',
  STUDIO_GIT_TOKEN: 'secret-token',
  DEPLOY_NETLIFY_AUTH_TOKEN: 'netlify',
  AWS_SECRET_ACCESS_KEY: 'aws',
};

describe('the children’s environment', () => {
  it('the build: PATH, HOME, BUILD_DATE, the EmailJS settings, the lead copy’s address, and always production', () => {
    expect(buildEnvironment(studio)).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/studio',
      BUILD_DATE: '2026-11-20',
      VITE_EMAILJS_PUBLIC_KEY: 'public-key',
      VITE_EMAILJS_SERVICE_ID: 'service',
      VITE_LEADS_URL: '/api/leads',
      NODE_ENV: 'production',
    });
  });

  it('a command: PATH, HOME, the DEPLOY_* variables and what it deploys', () => {
    expect(commandEnvironment(studio, { id: 'r1', commit: 'c1' })).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/studio',
      DEPLOY_NETLIFY_AUTH_TOKEN: 'netlify',
      DEPLOY_RELEASE_ID: 'r1',
      DEPLOY_COMMIT: 'c1',
    });
  });
});
