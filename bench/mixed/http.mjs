/**
 * HTTP for the mixed benchmark's clients: one keep-alive agent for nginx (https, its certificate
 * made for the loopback, hence not verified) and one for the API processes' own ports, requests
 * that never reject.
 */
import * as http from 'node:http';
import * as https from 'node:https';
import { BASE, CONNECTIONS, PROBES_AT_ONCE } from './settings.mjs';

const sockets = { keepAlive: true, maxSockets: CONNECTIONS + PROBES_AT_ONCE };
export const agents = {
  https: new https.Agent({ ...sockets, rejectUnauthorized: false }),
  http: new http.Agent(sockets),
};

/** One HTTP request; resolves `{ status, headers, body }` (the body as text), never rejects. */
export function send(base, method, path, { cookie, json, accept, authorization } = {}) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const protocol = base.startsWith('https:') ? 'https' : 'http';
  return new Promise((resolve) => {
    const outgoing = (protocol === 'https' ? https : http).request(
      `${base}${path}`,
      {
        method,
        agent: agents[protocol],
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(accept ? { accept } : {}),
          ...(authorization ? { authorization } : {}),
          ...(body ? { 'content-type': 'application/json', origin: BASE } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
      },
    );
    outgoing.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    outgoing.end(body);
  });
}

export const jsonOf = (response) => {
  try {
    return JSON.parse(response.body);
  } catch {
    return undefined;
  }
};

/** The server-rendered markup of a page: empty when the browser is left to render it. */
export const renderedRoot = (html) =>
  /<div id="root">([\s\S]*?)<\/div>(?:<script data-src=|<\/body>)/.exec(html)?.[1] ?? '';
