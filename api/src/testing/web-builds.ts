import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const SHELL_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Buy and sell second-hand goods, paid in cash at the meeting."><title>Marketplace</title><script defer src="/static/js/main.0123456789.js"></script></head><body><div id="root"></div></body></html>';
export const APP_SCRIPT = 'console.log("shell");';

/** The storefront's public pages and a signed-in one, as its routes.json says. */
export const STOREFRONT_ROUTES = {
  routes: [
    {
      layout: 'public',
      path: '',
      module: './HomePage',
      access: 'anyone',
      preloadImage: {
        src: 'static/media/hero-480.0123abcdef.webp',
        srcSet: [
          { src: 'static/media/hero-480.0123abcdef.webp', width: 480 },
          { src: 'static/media/hero-960.abcdef0123.webp', width: 960 },
        ],
        sizes: '100vw',
      },
    },
    { layout: 'public', path: 'blog', module: './BlogPage', access: 'anyone' },
    {
      layout: 'public',
      path: 'producs/:segment',
      module: './ProductDetailPage',
      access: 'signed-in',
      when: { segment: '^[1-9]\\d*$' },
    },
    {
      layout: 'public',
      path: 'producs/:segment',
      module: './CategoryProductsPage',
      access: 'anyone',
    },
    {
      layout: 'dashboard',
      path: 'myorders',
      module: './MyOrdersPage',
      access: 'signed-in',
      menuLabel: 'My Orders',
    },
  ],
};

/**
 * A web root laid out as `npm run build` leaves the repository: the shell and the storefront
 * built; seller and admin unbuilt unless `remotes` names them.
 */
export function writeWebBuilds(
  root: string,
  remotes: Record<string, unknown> = { storefront: STOREFRONT_ROUTES },
) {
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  write('shell/dist/index.html', SHELL_HTML);
  write('shell/dist/static/js/main.0123456789.js', APP_SCRIPT);
  write('shell/dist/static/js/main.0123456789.js.gz', gzipSync(APP_SCRIPT));
  for (const [name, routes] of Object.entries(remotes)) {
    write(`mfe-${name}/dist/mf-manifest.json`, JSON.stringify({ name }));
    write(`mfe-${name}/dist/remoteEntry.js`, `var ${name};`);
    write(`mfe-${name}/dist/routes.json`, JSON.stringify(routes));
    write(`mfe-${name}/dist/static/js/home.abcdef0123.js`, 'export {};');
  }
}
