/**
 * What the tools that drive a browser over the built site share (`npm run lighthouse`,
 * `npm run screenshots`): dist/ served by `vite preview` (the server of `npm start`) on a free
 * port (dist/ or another built copy), and the `--routes /,/pricing` option that narrows a run to a few routes.
 */
import { preview } from 'vite';

export async function serveDist(
  outDir?: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = await preview({
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    // Another built copy of the site (the lighthouse floor: the same HTML without scripts).
    ...(outDir ? { build: { outDir } } : {}),
    logLevel: 'warn',
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

/** The routes named by `--routes a,b` (each must be one of `all`), else all of them. */
export function routesFromArguments(all: string[]): string[] {
  const index = process.argv.indexOf('--routes');
  if (index === -1) return all;
  const wanted = (process.argv[index + 1] ?? '').split(',').filter(Boolean);
  const unknown = wanted.filter((route) => !all.includes(route));
  if (unknown.length) throw new Error(`Not routes of the site: ${unknown.join(', ')}`);
  return wanted;
}
