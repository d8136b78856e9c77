import { useLingui } from '@lingui/react/macro';

/**
 * The server's refusals of save_product in the user's language: known messages by field, any
 * other (a rule added later) as the server wrote it rather than nothing.
 */
export function useFieldMessages(): (field: string, message: string) => string {
  const { t } = useLingui();
  const known: Record<string, string> = {
    'Unknown brand': t`Choose a brand.`,
    'Unknown tire size': t`Choose a tire size.`,
    'Unknown load range': t`Choose a load range.`,
    'Not a product line of the chosen brand': t`Choose a product line of this brand.`,
    'Choose a product line or name a new one': t`Choose a product line or add a new one.`,
    'Choose where the new product line is used': t`Choose where the new product line is used.`,
    'The brand already has a product line with this name': t`This brand already has a product line with this name.`,
    'Another product already has this material code': t`Another product already has this material code.`,
    'Use letters, digits and . _ / - only': t`Use letters, digits and . _ / - only.`,
    'The new tread depth is deeper than any tire': t`The new tread depth is deeper than any tire.`,
    'The maximum pressure is above 200 psi': t`The maximum pressure is above 200 psi.`,
    'This product does not exist': t`This product no longer exists.`,
  };
  const generic: Record<string, string> = {
    tread_depth_new: t`Enter a new tread depth above zero.`,
    max_pressure: t`Enter a maximum pressure above zero.`,
    price: t`Enter a price of zero or more.`,
    material_code: t`Enter the material code.`,
  };
  return (field, message) => known[message] ?? generic[field] ?? message;
}
