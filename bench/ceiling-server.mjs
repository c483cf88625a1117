/**
 * The benchmark's ceiling: a bare node:http server answering each read case with the bytes the
 * API answered (read from the JSON file named by argv[2]), in a process of its own as the API is.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [, , bodiesFile, port] = process.argv;
const bodies = new Map(Object.entries(JSON.parse(readFileSync(bodiesFile, 'utf8'))));

http
  .createServer((request, response) => {
    const path = request.url.split('?')[0];
    const body = bodies.get(path.startsWith('/api/producs/') ? '/api/producs/' : path) ?? '';
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
