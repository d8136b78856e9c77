import { Trans, useLingui } from '@lingui/react/macro';
import { pageCount, pageRange } from './paging';
import './pager.css';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  isDisabled?: boolean;
}

/** Previous/next paging with the shown range; the page changes are announced by the range text. */
export function Pager({ page, pageSize, total, onPageChange, isDisabled }: PagerProps) {
  const { t } = useLingui();
  const pages = pageCount(total, pageSize);
  const { first, last } = pageRange(page, pageSize, total);
  return (
    <nav className="data-table-pager" aria-label={t`Table pages`}>
      <p className="data-table-range" aria-live="polite">
        <Trans>
          {first}–{last} of {total}
        </Trans>
      </p>
      <div className="data-table-pager-buttons">
        <button type="button" className="button button-secondary" disabled={isDisabled || page <= 1} onClick={() => onPageChange(1)} aria-label={t`First page`}>
          «
        </button>
        <button type="button" className="button button-secondary" disabled={isDisabled || page <= 1} onClick={() => onPageChange(page - 1)}>
          <Trans>Previous</Trans>
        </button>
        <span className="data-table-page">
          <Trans>
            Page {page} of {pages}
          </Trans>
        </span>
        <button type="button" className="button button-secondary" disabled={isDisabled || page >= pages} onClick={() => onPageChange(page + 1)}>
          <Trans>Next</Trans>
        </button>
        <button type="button" className="button button-secondary" disabled={isDisabled || page >= pages} onClick={() => onPageChange(pages)} aria-label={t`Last page`}>
          »
        </button>
      </div>
    </nav>
  );
}
