import { useLingui } from '@lingui/react/macro';
import { formatField } from '../format';
import { FIELD_LABELS } from '../labels';
import type { ReportResult, ReportType } from '../app-links';

const SHARES = new Set(['TirePercentage', 'TotalSpendPercentage', 'TotalRetreadsPercentage', 'RejectTiresPercentage']);

/** The report's totals over the whole range, one tile each. */
export function SummaryTiles({ type, summary, currency }: { type: ReportType; summary: ReportResult['summary']; currency: string }) {
  const { i18n } = useLingui();
  // Shares of the whole add up to 100 over the range: a tile saying so tells nothing.
  const tiles = summary.filter((tile) => FIELD_LABELS[tile.key] && !SHARES.has(tile.key));
  if (tiles.length === 0) return null;
  return (
    <dl className="fd-tiles">
      {tiles.map((tile) => (
        <div key={tile.key} className="fd-tile" data-figure={tile.key} data-value={tile.value ?? ''}>
          <dt>{i18n._(FIELD_LABELS[tile.key]!)}</dt>
          <dd>{formatField(tile.value, i18n.locale, type, tile.key, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}
