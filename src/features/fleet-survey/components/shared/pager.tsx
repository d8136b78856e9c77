import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../../components/ui/button';

export function Pager({ page, pages, onPage, total }: { page: number; pages: number; onPage: (page: number) => void; total: number }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav className="fs-pager" aria-label={t`Pages`}>
      <Button variant="secondary" onPress={() => onPage(page - 1)} isDisabled={page <= 1}>
        <Trans>Previous</Trans>
      </Button>
      <span aria-live="polite">
        <Trans>
          Page {page} of {pages} · {total} in all
        </Trans>
      </span>
      <Button variant="secondary" onPress={() => onPage(page + 1)} isDisabled={page >= pages}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
