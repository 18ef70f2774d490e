/**
 * The `next` search param of /auth (where to go after signing in), accepted only as a path on this
 * site: it must start with '/', and not with '//' or '/\' (which browsers read as another host).
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // No control characters (a tab or newline inside '/\t/evil.example' is dropped by URL parsers).
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
