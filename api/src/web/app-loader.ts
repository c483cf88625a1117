import { createHash } from 'node:crypto';

/** How long a slow picture may hold the app back; the page's links work meanwhile, being links. */
const HERO_WAIT_MS = 2500;

/**
 * Starts the app on a server-rendered page: inline at the end of its body, it asks for the build's
 * scripts (its `data-src`, in order) once the page's largest picture, the one marked
 * `fetchpriority="high"`, is decoded and two frames have been shown, so that it is on the screen;
 * at once if that picture fails; after HERO_WAIT_MS at the latest. A page without such a picture
 * starts the app once two frames have been shown.
 *
 * The page can be read before any of the app's code runs, and on a slow phone that code came
 * first: Lighthouse's LCP of `/` was the document, then the shell's entry script (fetched on a
 * connection of its own, then run), and only then the paint.
 *
 * Plain ES5 and inline: a file would cost a round trip of its own. The Content-Security-Policy
 * allows exactly this text, by its hash.
 */
export const APP_LOADER_SCRIPT = `(function (loader) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    loader.getAttribute('data-src').split(' ').forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function afterTwoFrames() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () { setTimeout(start, 0); });
    });
  }
  setTimeout(start, ${HERO_WAIT_MS});
  var hero = document.querySelector('img[fetchpriority="high"]');
  if (hero) hero.decode().then(afterTwoFrames, start);
  else afterTwoFrames();
})(document.currentScript);`;

/** The Content-Security-Policy source that lets the loader, and no other inline script, run. */
export const APP_LOADER_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;

const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/**
 * The page with the build's deferred scripts taken out of its head and started by the loader at
 * the end of its body instead.
 */
export function withAppLoader(html: string): string {
  const sources = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const loader = `<script data-src="${sources.join(' ')}">${APP_LOADER_SCRIPT}</script>`;
  return html.replace(DEFERRED_SCRIPT, '').replace('</body>', () => `${loader}</body>`);
}
