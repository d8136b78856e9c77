import { useLingui } from '@lingui/react/macro';
import { useProductOptions } from '../api';

export interface PickedProduct {
  brandId: number | null;
  productLineId: number | null;
  tireSizeId: number | null;
}

export const NO_PRODUCT: PickedProduct = { brandId: null, productLineId: null, tireSizeId: null };

/** Brand, then product line, then size: each list follows the choice above it (spec 3 §7). */
export function ProductPicker({ legend, accountIds, tireType, value, onChange }: { legend: string; accountIds: number[]; tireType: string | null; value: PickedProduct; onChange: (next: PickedProduct) => void }) {
  const { t } = useLingui();
  const base = accountIds.length > 0 ? { account_ids: accountIds, tire_type: tireType as 'steer' | null } : null;
  const brands = useProductOptions('brand', base);
  const lines = useProductOptions('line', base && value.brandId ? { ...base, brand_id: value.brandId } : null);
  const sizes = useProductOptions('size', base && value.productLineId ? { ...base, product_line_id: value.productLineId } : null);
  const select = (label: string, options: { id: number | string; name: string }[] | undefined, current: number | null, pick: (id: number | null) => void) => (
    <label className="pa-field">
      <span>{label}</span>
      <select className="field-input" value={current ?? ''} disabled={!options} onChange={(event) => pick(event.target.value ? Number(event.target.value) : null)}>
        <option value="">{t`Choose…`}</option>
        {(options ?? []).map((option) => (
          <option key={String(option.id)} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset className="pa-product">
      <legend>{legend}</legend>
      {select(t`Brand`, brands.data, value.brandId, (id) => onChange({ brandId: id, productLineId: null, tireSizeId: null }))}
      {select(t`Product line`, value.brandId ? lines.data : undefined, value.productLineId, (id) => onChange({ ...value, productLineId: id, tireSizeId: null }))}
      {select(t`Tire size`, value.productLineId ? sizes.data : undefined, value.tireSizeId, (id) => onChange({ ...value, tireSizeId: id }))}
    </fieldset>
  );
}
