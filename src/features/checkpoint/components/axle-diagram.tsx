import { Trans, useLingui } from '@lingui/react/macro';
import { formatMeasure, LEVEL_LOOK } from '../levels';
import type { Axle, DetailResponse, ExceptionLevel, Wheel } from '../app-links';

type Formats = Pick<DetailResponse, 'pressure_format' | 'tread_depth_format'>;

/**
 * The unit seen from above, front axle first: each axle a row with the left end, the axle bar
 * and the right end; duals are two wheels side by side. Every wheel shows its pressure and tread
 * depth with the level's colour and its symbol, so colour is never the only cue.
 */
export function AxleDiagram({ axles, formats }: { axles: Axle[]; formats: Formats }) {
  const { t } = useLingui();
  return (
    <ol className="axle-diagram" aria-label={t`Axles, front to back`}>
      {axles.map((axle) => (
        <li key={axle.axle_number} className="axle-row" data-lift={axle.is_lift_axle || undefined}>
          <div className="axle-head">
            <span className="axle-title">
              <Trans>Axle {axle.axle_number}</Trans>
            </span>
            {axle.is_lift_axle ? (
              <span className="axle-badge axle-badge-lift">
                <Trans>Lift axle</Trans>
              </span>
            ) : null}
            {axle.mismatch ? <MismatchMark level={axle.mismatch_axle_color} label={t`Axle mismatch`} /> : null}
            {axle.pressure_mismatch ? <span className="axle-badge">{t`Pressure differs across axle`}</span> : null}
          </div>
          <div className="axle-body">
            <AxleSide side={axle.left_side} formats={formats} sideLabel={t`Left`} />
            <span className="axle-bar" aria-hidden="true" />
            <AxleSide side={axle.right_side} formats={formats} sideLabel={t`Right`} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function AxleSide({ side, formats, sideLabel }: { side: Axle['left_side']; formats: Formats; sideLabel: string }) {
  const { t } = useLingui();
  return (
    <div className="axle-side" data-dual={side.wheels.length > 1 || undefined}>
      <span className="visually-hidden">{sideLabel}</span>
      <div className="axle-wheels">
        {side.wheels.map((wheel) => (
          <WheelCard key={wheel.position} wheel={wheel} formats={formats} />
        ))}
      </div>
      {side.mismatch ? <MismatchMark level={side.color} label={t`Dual mismatch`} /> : null}
      {side.pressure_mismatch ? <span className="axle-badge">{t`Dual pressure differs`}</span> : null}
    </div>
  );
}

function WheelCard({ wheel, formats }: { wheel: Wheel; formats: Formats }) {
  const { t, i18n } = useLingui();
  const worst = worse(wheel.pressure_color, wheel.tread_depth_color);
  return (
    <div className={`wheel ${LEVEL_LOOK[worst].className}`} data-level={worst} data-position={wheel.position}>
      <span className="wheel-position">{wheel.position}</span>
      <Measure label={t`Pressure`} level={wheel.pressure_color} text={formatMeasure(wheel.pressure, formats.pressure_format, i18n.locale)} />
      <Measure label={t`Tread`} level={wheel.tread_depth_color} text={formatMeasure(wheel.tread_depth, formats.tread_depth_format, i18n.locale)} />
    </div>
  );
}

function Measure({ label, level, text }: { label: string; level: ExceptionLevel; text: string }) {
  const { t } = useLingui();
  const look = LEVEL_LOOK[level];
  return (
    <span className={`wheel-measure ${look.className}`}>
      <span className="wheel-measure-label">{label}</span>
      <span className="wheel-measure-value">{text}</span>
      <span className="wheel-measure-level">
        <span aria-hidden="true">{look.symbol}</span> {t(look.label)}
      </span>
    </span>
  );
}

function MismatchMark({ level, label }: { level: ExceptionLevel; label: string }) {
  const { t } = useLingui();
  const look = LEVEL_LOOK[level];
  return (
    <span className={`axle-badge axle-badge-mismatch ${look.className}`}>
      <span aria-hidden="true">≠</span> {label} · {t(look.label)}
    </span>
  );
}

const RANK: Record<ExceptionLevel, number> = { unknown: 0, ok: 1, warning: 2, critical: 3 };
function worse(a: ExceptionLevel, b: ExceptionLevel): ExceptionLevel {
  return RANK[a] >= RANK[b] ? a : b;
}
