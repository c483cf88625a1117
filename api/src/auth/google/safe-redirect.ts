const HOME = '/';
const MAX_LENGTH = 2048;
/** Any base will do: a path is accepted only if resolving it leaves this origin unchanged. */
const PROBE_ORIGIN = 'http://this-site.invalid';

const isBackslashOrControl = (character: string) =>
  character === '\\' || character <= '\u001f' || character === '\u007f';

/**
 * The page to return to after signing in: a path on this site, or `/`. Refused, and so `/`:
 * another origin (`https://evil.example`), a protocol-relative `//evil.example`, `/\evil.example`
 * (browsers read the backslash as a slash), other schemes, and control characters.
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
  return `${url.pathname}${url.search}${url.hash}`;
}
