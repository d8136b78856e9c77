import { useLingui } from '@lingui/react/macro';
import type { UnitChoice } from './app-links';

export interface UnitLabel {
  /** The menu's name of the choice. */
  name: string;
  /** What it shows, in words. */
  description: string;
  /** The header button's reminder, e.g. "bar · mm". */
  short: string;
}

/** The three choices in the user's language. */
export function useUnitLabels(): Record<UnitChoice, UnitLabel> {
  const { t } = useLingui();
  return {
    imperial: { name: t`Imperial`, description: t`psi, 32nds of an inch, miles`, short: t`psi · 32nds` },
    metric_bar: { name: t`Metric with bar`, description: t`bar, millimetres, kilometres`, short: t`bar · mm` },
    metric_kpa: { name: t`Metric with kPa`, description: t`kPa, millimetres, kilometres`, short: t`kPa · mm` },
  };
}
