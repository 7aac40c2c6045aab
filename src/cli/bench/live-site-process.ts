/**
 * The `serve` target's site server (src/deploy/site-server.ts) in a process of its own, as the
 * studio runs it beside the deploys' switches: the deploy benchmark and tests switch releases in
 * their process while this one answers, so a switch that is not atomic has a moment to be seen.
 * Run as a command (`tsx live-site-process.ts <dataDir>`), it prints `LISTENING <address>`.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startSiteServer } from '../../deploy/index.ts';

export interface LiveSiteProcess {
  address: string;
  stop(): Promise<void>;
}

export function startLiveSiteProcess(dataDir: string): Promise<LiveSiteProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), dataDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the site server exited (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const address = /^LISTENING (\S+)$/.exec(line)?.[1];
      if (address)
        resolve({
          address,
          stop: () => {
            child.kill();
            return stopped;
          },
        });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startSiteServer({ dataDir: process.argv[2]!, host: '127.0.0.1', port: 0 });
  console.log(`LISTENING ${server.address}`);
}
