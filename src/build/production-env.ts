// Imported first by src/cli/build.ts: a build is always the production build, whatever the
// caller's NODE_ENV (Vitest sets `test`), and React picks its build when first imported.
process.env.NODE_ENV = 'production';
