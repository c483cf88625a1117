/**
 * The reference nginx configuration (deploy/nginx/) filled in for one machine, with what Debian's
 * /etc/nginx/nginx.conf gives a site around it but every file of nginx's own in `folder`: used by
 * `npm run deploy:local` and by `npm run bench:mixed`. Returns the path of the main file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
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
 * A self-signed certificate for 127.0.0.1 and localhost in `folder` (made once, kept), as a
 * machine without a public name has no other: `{ certificate, key }` paths. A client trusts it
 * with NODE_EXTRA_CA_CERTS=<certificate> (Node) or by ignoring HTTPS errors (a browser).
 */
export function localCertificate(folder) {
  const certificate = join(folder, 'localhost.crt');
  const key = join(folder, 'localhost.key');
  if (!existsSync(certificate)) {
    mkdirSync(folder, { recursive: true });
    const made = spawnSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-days', '30', '-subj', '/CN=localhost', '-keyout', key, '-out', certificate],
        ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
      ],
      { stdio: 'ignore' },
    );
    if (made.status !== 0) throw new Error('openssl could not make a certificate');
  }
  return { certificate, key };
}

/**
 * marketplace.conf's placeholders (see its top) from: `httpsPort` and `httpPort` (the shell's
 * origin and its redirect), `statusPort`, `apiPorts` (the processes it balances), `shellFiles`,
 * `tls` (`{ certificate, key }`, by default localCertificate(folder)), `trustedProxies`
 * (addresses whose X-Forwarded-For nginx believes), `remoteServers` (remote origins' server
 * blocks, if any), `accessLog` (false to log no request: a benchmark), `httpExtra` (lines for the
 * http block).
 */
export async function writeNginxConfig({
  folder,
  httpsPort,
  httpPort,
  statusPort,
  apiPorts,
  shellFiles,
  tls = localCertificate(folder),
  trustedProxies = [],
  remoteServers = '',
  accessLog = true,
  httpExtra = [],
}) {
  const site = fillTemplate(
    await readFile(join(checkout, 'deploy/nginx/marketplace.conf'), 'utf8'),
    {
      HTTPS_PORT: httpsPort,
      HTTP_PORT: httpPort,
      PUBLIC_ORIGIN: `https://127.0.0.1:${httpsPort}`,
      TLS_CERTIFICATE: tls.certificate,
      TLS_KEY: tls.key,
      TRUSTED_PROXIES: trustedProxies.map((address) => `set_real_ip_from ${address};`).join('\n'),
      API_SERVERS: apiPorts
        .map((port) => `  server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
        .join('\n'),
      SHELL_FILES: shellFiles,
      STATUS_PORT: statusPort,
      ACCESS_LOG: accessLog ? join(folder, 'marketplace-access.log') : 'off',
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
