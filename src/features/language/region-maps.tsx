import type { RegionKey } from './app-links';

/**
 * Hand-simplified silhouettes, a few hundred bytes each: enough to recognise the continent on a
 * tile without shipping map data. Decorative; the tile's text names the region.
 */
const OUTLINES: Record<RegionKey, string[]> = {
  'north-america': [
    'M5 22 18 14 30 16 40 8 55 6 70 4 85 8 92 16 84 22 78 30 72 34 70 42 62 48 56 56 50 60 46 68 42 66 38 58 30 52 24 44 22 34 14 30 8 30Z',
    'M74 2 86 1 90 6 80 8Z',
  ],
  'south-america': ['M30 4 48 2 62 10 80 20 84 30 74 42 62 52 54 62 46 74 40 78 38 66 40 52 34 40 26 28 24 16Z'],
  europe: [
    'M20 60 24 48 34 44 30 36 38 30 42 18 52 10 62 6 70 12 64 22 74 26 86 24 92 34 86 46 76 52 68 50 64 62 56 58 50 66 44 56 36 62 30 70Z',
    'M22 34 28 30 30 40 24 42Z',
  ],
  asia: [
    'M6 30 18 18 36 10 58 6 80 10 94 18 90 30 82 36 80 48 70 56 62 52 58 62 50 58 44 66 36 54 30 50 20 52 12 42Z',
    'M88 36 92 40 88 48 85 44Z',
    'M60 68 74 66 80 72 64 74Z',
  ],
};

export function RegionMap({ region }: { region: RegionKey }) {
  return (
    <svg className="language-chooser__map" viewBox="0 0 100 80" aria-hidden="true" focusable="false">
      {OUTLINES[region].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
