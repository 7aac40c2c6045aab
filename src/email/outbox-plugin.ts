/**
 * The local outbox: when no EmailJS account is configured, `npm run dev` and `npm start` (vite
 * preview) answer the EmailJS API themselves, on the same origin, and store every message as a
 * JSON file under .outbox/ (OUTBOX_DIR overrides). A production build without configuration
 * warns loudly, because a static host has no such endpoint.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { loadEnv, type Connect, type Plugin } from 'vite';
import { isEmailConfigured } from './config.ts';

export const OUTBOX_PATHS = ['/api/v1.0/email/send', '/api/v1.0/email/send-form'];
const MAX_BODY = 1_000_000;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        fail(new Error('the message is larger than 1 MB'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => done(Buffer.concat(chunks)));
    request.on('error', fail);
  });
}

/** The four fields the SDK posts, from its JSON body or its multipart (send-form) body. */
async function parseMessage(request: IncomingMessage, body: Buffer) {
  if (request.url?.startsWith('/api/v1.0/email/send-form')) {
    const form = await new Request('http://outbox/', {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? '' },
      body: new Uint8Array(body),
    }).formData();
    const params: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === 'string') params[key] = value;
    const { lib_version, user_id, service_id, template_id, ...template_params } = params;
    return { lib_version, user_id, service_id, template_id, template_params };
  }
  return JSON.parse(body.toString('utf8')) as Record<string, unknown>;
}

function answer(response: ServerResponse, status: number, text: string) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end(text);
}

export function outboxMiddleware(dir: string, root: string): Connect.NextHandleFunction {
  let count = 0;
  return (request, response, next) => {
    const path = (request.url ?? '').split('?')[0]!;
    if (!OUTBOX_PATHS.includes(path)) return next();
    if (request.method !== 'POST') return answer(response, 405, 'Method Not Allowed');
    void (async () => {
      let message: Record<string, unknown>;
      try {
        message = await parseMessage(request, await readBody(request));
      } catch (error) {
        return answer(response, 400, `The message could not be read: ${String(error)}`);
      }
      const params = message.template_params;
      if (typeof params !== 'object' || params === null || !message.template_id) {
        return answer(response, 400, 'The template ID and template params are required');
      }
      const formType = String((params as Record<string, unknown>).form_type ?? 'form');
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${++count}-${formType.replace(/[^\w-]/g, '_')}.json`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        file,
        JSON.stringify(
          { receivedAt: new Date().toISOString(), endpoint: path, ...message },
          null,
          2,
        ),
      );
      console.log(`[outbox] ${formType} message stored in ${relative(root, file)}`);
      answer(response, 200, 'OK');
    })();
  };
}

export function outboxPlugin(): Plugin {
  let root = process.cwd();
  let configured = false;
  let building = false;
  let ssr = false;
  const dir = () => resolve(root, process.env.OUTBOX_DIR ?? '.outbox');

  return {
    name: 'email-outbox',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
      ssr = Boolean(config.build.ssr);
      configured = isEmailConfigured(loadEnv(config.mode, config.envDir || root, 'VITE_EMAILJS_'));
    },
    buildStart() {
      if (!building || ssr || configured) return;
      this.warn(
        [
          '',
          '┌────────────────────────────────────────────────────────────────────────────┐',
          '│ E-MAIL IS NOT CONFIGURED: forms will post to the local outbox of           │',
          '│ `npm start` / `npm run dev`, which a static host does not have.            │',
          '│ Set VITE_EMAILJS_PUBLIC_KEY and VITE_EMAILJS_SERVICE_ID (and optionally    │',
          '│ VITE_EMAILJS_API_ORIGIN) when building for production.                     │',
          '└────────────────────────────────────────────────────────────────────────────┘',
        ].join('\n'),
      );
    },
    configureServer(server) {
      if (!configured) server.middlewares.use(outboxMiddleware(dir(), root));
    },
    configurePreviewServer(server) {
      if (!configured) server.middlewares.use(outboxMiddleware(dir(), root));
    },
  };
}
