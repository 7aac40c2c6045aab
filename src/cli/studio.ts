/**
 * `npm run studio`: the development server (as `npm run dev`) with the studio's address printed
 * and opened in a browser where one can be opened. Port: `--port N`, else PORT, else Vite's.
 */
import { createServer } from 'vite';

function portArgument(): number | undefined {
  const index = process.argv.indexOf('--port');
  const given = index >= 0 ? process.argv[index + 1] : process.env.PORT;
  return given === undefined || given === '' ? undefined : Number(given);
}

/** No browser to open in CI, over SSH without a display, or when BROWSER=none says so. */
function canOpenBrowser(): boolean {
  if (process.env.CI || process.env.BROWSER === 'none') return false;
  if (process.platform === 'linux') {
    return Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  }
  return true;
}

const port = portArgument();
const server = await createServer({
  server: {
    host: '127.0.0.1',
    // Port 0 asks the system for a free port (the tests use it).
    ...(port !== undefined ? { port, strictPort: port !== 0 } : {}),
    // Vite opens it with the platform's own opener once it listens.
    open: canOpenBrowser() ? '/studio' : false,
  },
});
await server.listen();
server.printUrls();
const address = server.httpServer?.address();
const listening = address && typeof address === 'object' ? address.port : port;
console.log(`\n  Studio: http://127.0.0.1:${listening}/studio\n`);
server.bindCLIShortcuts({ print: true });
