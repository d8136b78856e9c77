import { useLingui } from '@lingui/react/macro';
import { LEVEL_LOOK, REPORT_TILES, tileTone } from '../levels';
import { TILE_LABELS } from '../labels';
import type { ReportTiles as Tiles } from '../app-links';
import { formatNumber } from '../../../../contract/number-format';

/** The four report tiles; exception tiles are red or amber with their level in words. */
export function ReportTiles({ tiles }: { tiles: Tiles | undefined }) {
  const { i18n, t } = useLingui();
  return (
    <ul className="checkpoint-tiles" aria-label={t`Report totals`}>
      {REPORT_TILES.map(({ key, tone }) => {
        const value = tiles?.[key];
        const level = value === undefined ? null : tileTone(tone, value);
        const look = level ? LEVEL_LOOK[level] : null;
        return (
          <li key={key} className={['checkpoint-tile', look?.className].filter(Boolean).join(' ')} data-tile={key}>
            <span className="checkpoint-tile-label">{i18n._(TILE_LABELS[key])}</span>
            <span className="checkpoint-tile-value" data-value={value ?? ''}>
              {value === undefined ? <span className="skeleton-bar checkpoint-tile-skeleton" /> : formatNumber(value, i18n.locale)}
            </span>
            {look && tone ? (
              <span className="checkpoint-tile-level">
                <span aria-hidden="true">{look.symbol}</span> {level === 'ok' ? t`None` : level === 'critical' ? t`Critical` : t`Warning`}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
