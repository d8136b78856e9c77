import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { DataTable } from '../../components/data-table';
import { Button } from '../../components/ui/button';
import { useDeleteFavorite, useFavorites } from './api';
import { errorMessage, FAVORITES_PAGE_SIZE, formatDateTime, isPortalPath, type FavoriteReport } from './app-links';
import './favorites.css';

const column = createColumnHelper<FavoriteReport>();

/** The user's saved reports, 20 a page: open one (its saved URL) or delete it after a confirm. */
export function FavoritesList() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const favorites = useFavorites(page);
  const remove = useDeleteFavorite();
  const [pending, setPending] = useState<FavoriteReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('name', { header: t`Name`, enableSorting: false }),
      column.accessor('created_at', { header: t`Created`, enableSorting: false, cell: (info) => formatDateTime(info.getValue(), i18n.locale) }),
      column.display({
        id: 'actions',
        header: t`Actions`,
        cell: ({ row }) => (
          <span className="favorite-actions">
            <Button
              variant="primary"
              isDisabled={!isPortalPath(row.original.request_url)}
              // The saved URL is a portal path with its query; history navigation keeps it whole.
              onPress={() => void navigate({ href: row.original.request_url })}
            >
              <Trans>Open</Trans>
            </Button>
            <Button variant="secondary" onPress={() => setPending(row.original)}>
              <Trans>Delete</Trans>
            </Button>
          </span>
        ),
      }),
    ],
    [t, i18n, navigate],
  );

  const confirmDelete = async () => {
    if (!pending) return;
    setError(null);
    try {
      await remove.mutateAsync(pending.id);
      setPending(null);
    } catch (failure) {
      setError(await errorMessage(failure));
    }
  };

  return (
    <>
      <DataTable
        caption={t`Saved reports`}
        columns={columns}
        rows={favorites.data?.favorite_reports}
        total={favorites.data?.total_items ?? 0}
        page={page}
        pageSize={FAVORITES_PAGE_SIZE}
        onPageChange={setPage}
        getRowId={(row) => String(row.id)}
        isLoading={favorites.isFetching}
        error={favorites.isError ? t`The favorites could not be loaded.` : null}
        emptyText={t`No saved reports yet. Use "Save as favorite" on a report.`}
      />
      <ModalOverlay className="dialog-overlay" isOpen={pending !== null} onOpenChange={(open) => !open && setPending(null)} isDismissable>
        <Modal className="dialog-modal" data-tone="warning">
          <Dialog role="alertdialog" className="dialog">
            <Heading slot="title" className="dialog-title">
              <Trans>Delete favorite?</Trans>
            </Heading>
            <div className="dialog-body">
              <p>
                <Trans>"{pending?.name}" will be removed from your favorites.</Trans>
              </p>
              {error ? <p role="alert" className="favorite-error">{error}</p> : null}
            </div>
            <div className="dialog-actions">
              <Button variant="secondary" autoFocus onPress={() => setPending(null)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button isDisabled={remove.isPending} onPress={() => void confirmDelete()}>
                <Trans>Delete</Trans>
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
