import { useLingui } from '@lingui/react/macro';
import { LEVEL_LABEL } from '../axle-diagram/labels';
import { LEVEL_GLYPH, type ExceptionLevel } from '../axle-diagram/levels';

const LEVELS: ExceptionLevel[] = ['ok', 'warning', 'critical', 'unknown'];

/** What the colours, glyphs and marks of the diagram mean. */
export function DiagramLegend() {
  const { t, i18n } = useLingui();
  return (
    <ul className="fsi-diagram-legend" aria-label={t`Legend`}>
      {LEVELS.map((level) => (
        <li key={level} data-level={level}>
          <span className="fsi-legend-glyph" aria-hidden="true">
            {LEVEL_GLYPH[level]}
          </span>
          {i18n._(LEVEL_LABEL[level])}
        </li>
      ))}
      <li>
        <span className="fsi-legend-mismatch" aria-hidden="true">
          ≠
        </span>
        {t`Dual or axle mismatch`}
      </li>
      <li>
        <span className="fsi-legend-unsent" aria-hidden="true" />
        {t`Not sent yet`}
      </li>
    </ul>
  );
}
