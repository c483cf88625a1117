const HOME = '/';
const MAX_LENGTH = 2048;
/** Any base will do: a path is accepted only if resolving it leaves this origin unchanged. */
const PROBE_ORIGIN = 'http://this-site.invalid';

const isBackslashOrControl = (character: string) =>
  character === '\\' || character <= '\u001f' || character === '\u007f';

/**
 * The page to return to after signing in: a path on this site, or `/`. Refused, and so `/`:
 * another origin (`https://evil.example`), a protocol-relative `//evil.example`, `/\evil.example`
 * (browsers read the backslash as a slash), other schemes, control characters, and any path that
 * becomes one of these once dot segments are resolved (`/.//evil.example`).
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return HOME;
  if (!value.startsWith('/') || value.startsWith('//')) return HOME;
  if ([...value].some(isBackslashOrControl)) return HOME;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return HOME;
  }
  if (url.origin !== PROBE_ORIGIN) return HOME;
  // Checked again once normalised: `/.//evil.example` and `/a/..//evil.example` resolve to a
  // pathname `//evil.example`, which a browser reads as another host.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//')) return HOME;
  return path;
}
