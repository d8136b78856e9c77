import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ProductRow, SaveProductRequest } from '../../../../contract/manage-products';
import { NumericInput } from '../../../components/inputs/numeric-input';
import { Button } from '../../../components/ui/button';
import { PRESSURE } from '../../../lib/units';
import { ProductRefusal, useBrandLines, useInitUpdate, useSaveProduct } from '../api';
import { FilterSelect, TextField } from './filter-select';
import { useFieldMessages } from './field-messages';

const NEW_LINE = 'new';

interface Draft {
  brand_id: number | null;
  product_line: string;
  product_line_name: string;
  application: string;
  tire_size_id: number | null;
  load_range_id: number | null;
  material_code: string;
  tread_depth_new: number | null;
  max_pressure: number | null;
  price: number | null;
  is_active: boolean;
}

const draftOf = (product: ProductRow | null): Draft => ({
  brand_id: product?.brand_id ?? null,
  product_line: product ? String(product.product_line_id) : '',
  product_line_name: '',
  application: '',
  tire_size_id: product?.tire_size_id ?? null,
  load_range_id: product?.load_range_id ?? null,
  material_code: product?.material_code ?? '',
  tread_depth_new: product?.tread_depth_new ?? null,
  max_pressure: product?.max_pressure ?? null,
  price: product?.price ?? null,
  is_active: product?.is_active ?? true,
});

/** Adds or edits one product: every field says what is wrong with it, the server's refusals included. */
export function ProductForm({ product, onDone }: { product: ProductRow | null; onDone: (message: string | null) => void }) {
  const { t } = useLingui();
  const options = useInitUpdate().data;
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const lines = useBrandLines(draft.brand_id);
  const save = useSaveProduct();
  const messages = useFieldMessages();
  const set = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in next) && !(key === 'product_line_id' && 'product_line' in next))));
  };
  const treadUnit = options?.tread_depth_format === 'mm' ? t`mm` : t`32nds in`;
  const pressureUnit = options?.pressure_format === 'bar' ? t`bar` : options?.pressure_format === 'kPa' ? 'kPa' : t`psi`;
  const isNewLine = draft.product_line === NEW_LINE;

  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    if (draft.brand_id === null) found.brand_id = t`Choose a brand.`;
    if (!draft.product_line) found.product_line_id = t`Choose a product line or add a new one.`;
    if (isNewLine && !draft.product_line_name.trim()) found.product_line_name = t`Enter the name of the new product line.`;
    if (isNewLine && !draft.application) found.application = t`Choose where the new product line is used.`;
    if (draft.tire_size_id === null) found.tire_size_id = t`Choose a tire size.`;
    if (draft.load_range_id === null) found.load_range_id = t`Choose a load range.`;
    if (!draft.material_code.trim()) found.material_code = t`Enter the material code.`;
    if (!draft.tread_depth_new) found.tread_depth_new = t`Enter the new tread depth.`;
    if (!draft.max_pressure) found.max_pressure = t`Enter the maximum pressure.`;
    if (draft.price === null) found.price = t`Enter the price.`;
    return found;
  }

  async function submit() {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: SaveProductRequest = {
      id: product?.id ?? null,
      brand_id: draft.brand_id!,
      product_line_id: isNewLine ? null : Number(draft.product_line),
      product_line_name: isNewLine ? draft.product_line_name.trim() : null,
      application: isNewLine ? (draft.application as 'steer' | 'drive' | 'trail') : null,
      tire_size_id: draft.tire_size_id!,
      load_range_id: draft.load_range_id!,
      material_code: draft.material_code.trim(),
      tread_depth_new: draft.tread_depth_new!,
      max_pressure: draft.max_pressure!,
      price: draft.price!,
      is_active: draft.is_active,
    };
    try {
      const saved = await save.mutateAsync(body);
      onDone(product ? t`Product ${saved.product.material_code} was saved.` : t`Product ${saved.product.material_code} was added.`);
    } catch (error) {
      if (error instanceof ProductRefusal) setErrors(Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field, messages(field, message)])));
      else setErrors({ form: t`The product could not be saved. Please try again.` });
    }
  }

  const applications = [
    { value: 'steer', text: t`Steer` },
    { value: 'drive', text: t`Drive` },
    { value: 'trail', text: t`Trailer` },
  ];

  return (
    <section className="panel products-form" aria-labelledby="product-form-title">
      <h2 id="product-form-title" className="panel-title">
        {product ? t`Edit product ${product.material_code}` : t`Add product`}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="products-form-grid">
          <FilterSelect
            label={t`Brand`}
            emptyText={t`Choose a brand`}
            value={draft.brand_id ?? ''}
            options={(options?.brands ?? []).map((brand) => ({ value: brand.id, text: brand.name }))}
            error={errors.brand_id}
            onChange={(value) => set({ brand_id: value ? Number(value) : null, product_line: '' })}
          />
          <FilterSelect
            label={t`Product line`}
            emptyText={draft.brand_id ? t`Choose a product line` : t`Choose a brand first`}
            isDisabled={draft.brand_id === null}
            value={draft.product_line}
            options={[...(lines.data ?? []).map((line) => ({ value: String(line.id), text: line.name })), { value: NEW_LINE, text: t`New product line…` }]}
            error={errors.product_line_id}
            onChange={(value) => set({ product_line: value })}
          />
          {isNewLine ? (
            <>
              <TextField
                id="product-line-name"
                label={<Trans>New product line name</Trans>}
                value={draft.product_line_name}
                maxLength={100}
                error={errors.product_line_name}
                onChange={(value) => set({ product_line_name: value })}
              />
              <FilterSelect label={t`Used on`} emptyText={t`Choose a position`} value={draft.application} options={applications} error={errors.application} onChange={(value) => set({ application: value })} />
            </>
          ) : null}
          <FilterSelect
            label={t`Tire size`}
            emptyText={t`Choose a tire size`}
            value={draft.tire_size_id ?? ''}
            options={(options?.tire_sizes ?? []).map((size) => ({ value: size.id, text: size.size }))}
            error={errors.tire_size_id}
            onChange={(value) => set({ tire_size_id: value ? Number(value) : null })}
          />
          <FilterSelect
            label={t`Load range`}
            emptyText={t`Choose a load range`}
            value={draft.load_range_id ?? ''}
            options={(options?.load_ranges ?? []).map((range) => ({ value: range.id, text: `${range.code} (${range.ply_rating})` }))}
            error={errors.load_range_id}
            onChange={(value) => set({ load_range_id: value ? Number(value) : null })}
          />
          <TextField
            id="product-material-code"
            label={<Trans>Material code</Trans>}
            value={draft.material_code}
            maxLength={40}
            error={errors.material_code}
            onChange={(value) => set({ material_code: value })}
          />
          <NumericInput
            className="products-field"
            label={t`New tread depth`}
            unit={treadUnit}
            value={draft.tread_depth_new}
            min={0}
            max={options?.tread_depth_format === 'mm' ? 79.38 : 100}
            decimals={1}
            errorMessage={errors.tread_depth_new}
            onChange={(value) => set({ tread_depth_new: value })}
          />
          <NumericInput
            className="products-field"
            label={t`Maximum pressure`}
            unit={pressureUnit}
            value={draft.max_pressure}
            min={0}
            max={PRESSURE[options?.pressure_format ?? 'psi'].max ?? 200}
            decimals={2}
            errorMessage={errors.max_pressure}
            onChange={(value) => set({ max_pressure: value })}
          />
          <NumericInput className="products-field" label={t`Price`} value={draft.price} min={0} max={100000} decimals={2} errorMessage={errors.price} onChange={(value) => set({ price: value })} />
          <label className="products-check">
            <input type="checkbox" checked={draft.is_active} onChange={(event) => set({ is_active: event.target.checked })} />
            <Trans>Active</Trans>
          </label>
        </div>
        {errors.form ? (
          <p className="field-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="products-form-actions">
          <Button type="submit" isDisabled={save.isPending}>
            {product ? <Trans>Save product</Trans> : <Trans>Add product</Trans>}
          </Button>
          <Button variant="secondary" onPress={() => onDone(null)}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
