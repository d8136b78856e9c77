/**
 * The file name of a Content-Disposition header. filename* (RFC 5987, UTF-8) wins over the
 * plain filename, which servers fill with an ASCII stand-in for non-ASCII names.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback = 'download'): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const name = decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ''));
      if (name) return safeName(name, fallback);
    } catch {
      // A malformed escape falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim()) : undefined;
  return name ? safeName(name, fallback) : fallback;
}

/** A name from a server must not carry a path into the user's downloads folder. */
function safeName(name: string, fallback: string): string {
  const base = name.split(/[/\\]/).pop()?.trim() ?? '';
  return base && base !== '.' && base !== '..' ? base : fallback;
}
