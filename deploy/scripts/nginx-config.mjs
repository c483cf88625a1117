/**
 * The reference nginx configuration (deploy/nginx/) filled in for one machine, with what Debian's
 * /etc/nginx/nginx.conf gives a site around it but every file of nginx's own in `folder`: used by
 * `npm run deploy:local` and by `npm run bench:mixed`. Returns the path of the main file.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const checkout = fileURLToPath(new URL('../..', import.meta.url));

/** `template` with each `{{KEY}}` replaced by `values[KEY]`; a key without a value is an error. */
export const fillTemplate = (template, values) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`No value for {{${key}}}`);
    return values[key];
  });

/**
 * `shellPort`: the origin nginx listens on; `apiPorts`: the API processes it balances; `app`: the
 * release folder (its shell/dist); `remoteServers`: remote origins' server blocks, if any;
 * `accessLog`: false to log no request (a benchmark); `httpExtra`: lines for the http block.
 */
export async function writeNginxConfig({
  folder,
  shellPort,
  apiPorts,
  app,
  remoteServers = '',
  accessLog = true,
  httpExtra = [],
}) {
  const site = fillTemplate(
    await readFile(join(checkout, 'deploy/nginx/marketplace.conf'), 'utf8'),
    {
      SHELL_PORT: shellPort,
      API_SERVERS: apiPorts
        .map((port) => `  server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
        .join('\n'),
      APP: app,
      REMOTE_SERVERS: remoteServers,
    },
  );
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'marketplace.conf'), site);
  await writeFile(
    join(folder, 'nginx.conf'),
    `worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${accessLog ? `${folder}/access.log` : 'off'};
${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
  .map((kind) => `  ${kind}_temp_path ${folder}/${kind}-temp;`)
  .join('\n')}
${httpExtra.map((line) => `  ${line}`).join('\n')}
  include ${folder}/marketplace.conf;
}
`,
  );
  return join(folder, 'nginx.conf');
}
