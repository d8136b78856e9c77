import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';

/**
 * One word for the screens' catalogues (every `locales/{locale}/messages.po`): the build writes it
 * into the app and the server computes it from the files it serves the language pack from. When
 * the two agree, the pack need only carry what the database changed (spec 1 §7's pack is
 * otherwise the whole catalogue again, 30 KB before a first screen).
 */
export function catalogVersion(dir: string): string {
  const hash = createHash('sha256');
  for (const { locale } of catalogFiles(dir)) {
    hash.update(`${locale}\n`);
    hash.update(readFileSync(join(dir, locale, 'messages.po')));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Each locale with a catalogue, in order, with its file's facts. */
function catalogFiles(dir: string): { locale: string; info: Stats }[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ locale: entry.name, info: statSync(join(dir, entry.name, 'messages.po'), { throwIfNoEntry: false }) }))
    .filter((file): file is { locale: string; info: Stats } => file.info?.isFile() === true)
    .sort((a, b) => (a.locale < b.locale ? -1 : a.locale > b.locale ? 1 : 0));
}

/** The version of the catalogues in `dir`, hashed again only when a file's time or size changes. */
export function watchedCatalogVersion(dir: string): () => string {
  let known: { key: string; version: string } | null = null;
  return () => {
    const key = catalogFiles(dir)
      .map(({ locale, info }) => `${locale}:${info.mtimeMs}:${info.size}`)
      .join('|');
    if (known?.key !== key) known = { key, version: catalogVersion(dir) };
    return known.version;
  };
}
