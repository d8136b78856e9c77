import { useLingui } from '@lingui/react/macro';

/**
 * The server's messages of manage_specs in the user's language: known ones by their text, a
 * limit ("At most 200 psi") with its figure, anything else as the server wrote it.
 */
export function useSpecMessages(): (message: string) => string {
  const { t } = useLingui();
  const known: Record<string, string> = {
    'The target pressure is above the maximum pressure': t`The target pressure is above the maximum pressure.`,
    'The warning tread depth must be above the minimum tread depth': t`The warning tread depth must be above the minimum tread depth.`,
    'Another rule already covers this position class and size': t`Another rule already covers this position and size.`,
    'Unknown tire size': t`Choose a tire size from the list.`,
    'Keep at least one common spec': t`Keep at least one rule.`,
    'This location already has its own specs': t`This location already has its own specs.`,
    'Only the head office may change this': t`Only the head office may change this.`,
    "The location's minimum tread depth is below the common minimum": t`The minimum tread depth is below the common minimum.`,
    "The location's target pressure is above the common maximum pressure": t`The target pressure is above the common maximum pressure.`,
    'Two rules of this location cover the same position class and size': t`Two rules cover the same position and size.`,
    'The warning tread depth is not above the minimum tread depth': t`The warning tread depth is not above the minimum tread depth.`,
    'The critical age of a steer tire cannot be below the warning age': t`The critical age of a steer tire cannot be below the warning age.`,
    'Enter a whole number of years': t`Enter a whole number of years.`,
    'At least 1 year': t`At least 1 year.`,
  };
  return (message) => {
    const limit = /^At most ([\d.]+) (\S+)$/.exec(message);
    if (limit) {
      const [, figure, unit] = limit;
      return t`At most ${figure} ${unit}.`;
    }
    return known[message] ?? message;
  };
}
