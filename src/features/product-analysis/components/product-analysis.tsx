import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { AccountPicker } from '../../../components/account-selection';
import { Button } from '../../../components/ui/button';
import { useGenerateReport, useProductOptions } from '../api';
import type { ProductReportRequest } from '../app-links';
import { ACCOUNT_SELECTION_MAX_SELECTED } from '../app-links';
import { NO_PRODUCT, ProductPicker, type PickedProduct } from './product-picker';
import { EarlierProductReports } from './earlier-product-reports';
import { ProductComparison } from './product-comparison';
import { StoredComparison } from './stored-comparison';
import { TIRE_TYPE_LABELS } from '../labels';

/** What the screen shows under the form: a comparison made now, or an earlier one reopened. */
type Shown = { kind: 'now'; request: ProductReportRequest } | { kind: 'stored'; id: number } | null;

const complete = (product: PickedProduct) => product.productLineId !== null && product.tireSizeId !== null;

/**
 * The product analysis screen: accounts, a tire type, two products, a name and comments;
 * compare now, or generate in the background and reopen it later from the earlier reports.
 */
export function ProductAnalysis() {
  const { t, i18n } = useLingui();
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const [tireType, setTireType] = useState<string | null>(null);
  const [first, setFirst] = useState<PickedProduct>(NO_PRODUCT);
  const [second, setSecond] = useState<PickedProduct>(NO_PRODUCT);
  const [comments, setComments] = useState('');
  const [reportName, setReportName] = useState('');
  const [shown, setShown] = useState<Shown>(null);
  const [queuedId, setQueuedId] = useState<number | null>(null);
  const generate = useGenerateReport();
  const shownRef = useRef<HTMLDivElement>(null);
  const types = useProductOptions('type', accountIds.length > 0 ? { account_ids: accountIds } : null);
  const ready = accountIds.length > 0 && complete(first) && complete(second);

  const request = (): ProductReportRequest => ({
    account_ids: accountIds,
    tire_type: tireType as ProductReportRequest['tire_type'],
    products: [
      { product_line_id: first.productLineId!, tire_size_id: first.tireSizeId! },
      { product_line_id: second.productLineId!, tire_size_id: second.tireSizeId! },
    ],
    report_name: reportName.trim(),
    comments: comments.trim(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setShown({ kind: 'now', request: request() });
  };

  const queue = () => {
    if (!ready) return;
    generate.mutate(request(), {
      onSuccess: (answer) => {
        setQueuedId(answer.id);
        setShown({ kind: 'stored', id: answer.id });
      },
    });
  };

  const open = (id: number) => {
    setShown({ kind: 'stored', id });
    // The reopened report shows above the list: bring it into view.
    requestAnimationFrame(() => shownRef.current?.scrollIntoView({ block: 'start' }));
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
                    {String(option.id) in TIRE_TYPE_LABELS ? i18n._(TIRE_TYPE_LABELS[String(option.id) as keyof typeof TIRE_TYPE_LABELS]) : option.name}
                  </option>
                ))}
              </select>
            </label>
            <div className="pa-products">
              <ProductPicker legend={t`First product`} accountIds={accountIds} tireType={tireType} value={first} onChange={setFirst} />
              <ProductPicker legend={t`Second product`} accountIds={accountIds} tireType={tireType} value={second} onChange={setSecond} />
            </div>
            <label className="pa-field">
              <span>{t`Report name`}</span>
              <input className="field-input" maxLength={120} value={reportName} placeholder={t`The two products' names`} onChange={(event) => setReportName(event.target.value)} />
            </label>
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
          <Button variant="secondary" isDisabled={!ready || generate.isPending} onPress={queue}>
            <Trans>Generate report</Trans>
          </Button>
          {!ready ? (
            <span className="pa-hint">
              <Trans>Choose accounts and two products.</Trans>
            </span>
          ) : null}
        </div>
        {generate.isError ? (
          <p className="pa-error" role="alert">
            {t`The report could not be queued. Check the accounts and products, then try again.`}
          </p>
        ) : (
          <p className="pa-hint">
            <Trans>Compare products shows the comparison now; Generate report makes it in the background and keeps it in your earlier reports.</Trans>
          </p>
        )}
      </form>
      <div ref={shownRef} className="pa-shown">
        {shown?.kind === 'now' ? <ProductComparison request={shown.request} /> : null}
        {shown?.kind === 'stored' ? <StoredComparison id={shown.id} /> : null}
      </div>
      <EarlierProductReports highlightId={queuedId} onOpen={open} />
    </>
  );
}
