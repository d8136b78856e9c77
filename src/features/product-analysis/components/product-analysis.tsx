import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { AccountPicker } from '../../../components/account-selection';
import { Button } from '../../../components/ui/button';
import { useProductOptions } from '../api';
import type { ProductReportRequest } from '../shared';
import { ACCOUNT_SELECTION_MAX_SELECTED } from '../shared';
import { NO_PRODUCT, ProductPicker, type PickedProduct } from './product-picker';
import { ProductComparison } from './product-comparison';

const complete = (product: PickedProduct) => product.productLineId !== null && product.tireSizeId !== null;

/** The product analysis screen: accounts, a tire type, two products, comments; run, read, download. */
export function ProductAnalysis() {
  const { t } = useLingui();
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const [tireType, setTireType] = useState<string | null>(null);
  const [first, setFirst] = useState<PickedProduct>(NO_PRODUCT);
  const [second, setSecond] = useState<PickedProduct>(NO_PRODUCT);
  const [comments, setComments] = useState('');
  const [request, setRequest] = useState<ProductReportRequest | null>(null);
  const types = useProductOptions('type', accountIds.length > 0 ? { account_ids: accountIds } : null);
  const ready = accountIds.length > 0 && complete(first) && complete(second);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setRequest({
      account_ids: accountIds,
      tire_type: tireType as ProductReportRequest['tire_type'],
      products: [
        { product_line_id: first.productLineId!, tire_size_id: first.tireSizeId! },
        { product_line_id: second.productLineId!, tire_size_id: second.tireSizeId! },
      ],
      report_name: '',
      comments: comments.trim(),
    });
  };

  return (
    <>
      <form className="panel pa-form" onSubmit={submit} aria-label={t`Report filters`}>
        <AccountPicker id="product_analysis_report-accounts" area="product_analysis_report" maxAccounts={ACCOUNT_SELECTION_MAX_SELECTED} selectedIds={accountIds} error={null} onChange={setAccountIds} />
        {accountIds.length > 0 ? (
          <>
            <label className="pa-field">
              <span>{t`Tire type`}</span>
              <select className="field-input" value={tireType ?? ''} onChange={(event) => setTireType(event.target.value || null)}>
                <option value="">{t`Every position`}</option>
                {(types.data ?? []).map((option) => (
                  <option key={String(option.id)} value={String(option.id)}>
                    {option.name}
                  </option>
                ))}
              </select>
            </label>
            <div className="pa-products">
              <ProductPicker legend={t`First product`} accountIds={accountIds} tireType={tireType} value={first} onChange={setFirst} />
              <ProductPicker legend={t`Second product`} accountIds={accountIds} tireType={tireType} value={second} onChange={setSecond} />
            </div>
            <label className="pa-field">
              <span>{t`Comments`}</span>
              <textarea className="field-input" maxLength={2000} rows={2} value={comments} onChange={(event) => setComments(event.target.value)} />
            </label>
          </>
        ) : null}
        <div className="pa-submit">
          <Button type="submit" isDisabled={!ready}>
            <Trans>Compare products</Trans>
          </Button>
          {!ready ? (
            <span className="pa-hint">
              <Trans>Choose accounts and two products.</Trans>
            </span>
          ) : null}
        </div>
      </form>
      {request ? <ProductComparison request={request} /> : null}
    </>
  );
}
