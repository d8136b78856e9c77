import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type FormEvent } from 'react';
import { AccountPicker } from '../../../components/account-selection';
import { Button } from '../../../components/ui/button';
import { useAvailableTires } from '../api';
import type { WearRateFilters } from '../app-links';
import { ACCOUNT_SELECTION_MAX_SELECTED } from '../app-links';
import { EMPTY_CHOICES, filtersOf, WearFilters, type FilterChoices } from './wear-filters';
import { WearResults } from './wear-results';
import { formatNumber } from '../../../../contract/number-format';

/** The product wear rate screen: accounts, product filters with the tires they hold, the table, files. */
export function ProductWearRate() {
  const { t, i18n } = useLingui();
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const [choices, setChoices] = useState<FilterChoices>(EMPTY_CHOICES);
  const [ran, setRan] = useState<WearRateFilters | null>(null);
  const filters = useMemo(() => (accountIds.length > 0 ? filtersOf(accountIds, choices) : null), [accountIds, choices]);
  const available = useAvailableTires(filters);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (filters) setRan(filters);
  };

  return (
    <>
      <form className="panel wear-form" onSubmit={submit} aria-label={t`Report filters`}>
        <AccountPicker id="product_wear_rate_report-accounts" area="product_wear_rate_report" maxAccounts={ACCOUNT_SELECTION_MAX_SELECTED} selectedIds={accountIds} error={null} onChange={setAccountIds} />
        {filters ? <WearFilters filters={filters} choices={choices} onChange={setChoices} /> : null}
        <div className="wear-submit">
          <Button type="submit" isDisabled={filters === null}>
            <Trans>Run report</Trans>
          </Button>
          {filters === null ? (
            <span className="wear-hint">
              <Trans>Choose at least one account.</Trans>
            </span>
          ) : (
            <output className="wear-available" aria-live="polite">
              {available.data
                ? t`${formatNumber(available.data.tire_count, i18n.locale)} tires available, ${formatNumber(available.data.measured_count, i18n.locale)} with a wear rate`
                : t`Counting tires…`}
            </output>
          )}
        </div>
      </form>
      {ran ? <WearResults filters={ran} /> : null}
    </>
  );
}
