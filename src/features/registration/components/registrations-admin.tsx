import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Pager } from '../../../components/data-table/pager';
import { Button } from '../../../components/ui/button';
import { useApproveRegistration, useRegistrations, useRejectRegistration } from '../api';
import { SelectField } from '../../../components/people-forms/select-field';
import { errorMessage, REGISTRATION_STATUSES, userGroups, type RegistrationRow, type UserGroup } from '../app-links';

/** Codes a new customer usually needs: portal and tire management sign-in. */
const DEFAULT_CODES = ['TVLOGIN', 'TMLOGIN'];

function ApprovePanel({ request, codes, onDone }: { request: RegistrationRow; codes: { code: string; description: string }[]; onDone: () => void }) {
  const { t } = useLingui();
  const approve = useApproveRegistration();
  const [group, setGroup] = useState<UserGroup>('CUS');
  const [chosen, setChosen] = useState<string[]>(DEFAULT_CODES);
  const [error, setError] = useState<string | null>(null);
  const groupLabel: Record<UserGroup, string> = {
    CUS: t`Fleet customer`,
    DLR: t`Dealer`,
    WIN: t`Dealer (WIN network)`,
    GYR: t`Manufacturer staff`,
    SSC: t`Service center staff`,
    ADMIN: t`Administrator`,
  };
  return (
    <div className="people-approve" role="group" aria-label={t`Approve ${request.email}`}>
      <SelectField label={<Trans>Group</Trans>} value={group} onChange={(next) => setGroup(next as UserGroup)}>
        {userGroups.map((g) => (
          <option key={g} value={g}>
            {groupLabel[g]}
          </option>
        ))}
      </SelectField>
      <fieldset className="people-codes">
        <legend>
          <Trans>Security codes</Trans>
        </legend>
        {codes.map((c) => (
          <label key={c.code} className="people-check">
            <input
              type="checkbox"
              checked={chosen.includes(c.code)}
              onChange={(event) => setChosen(event.target.checked ? [...chosen, c.code] : chosen.filter((x) => x !== c.code))}
            />
            <span>
              <strong>{c.code}</strong> {c.description}
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="people-error" role="alert">
          {error}
        </p>
      )}
      <div className="people-actions">
        <Button
          isDisabled={approve.isPending}
          onPress={() =>
            approve.mutate({ id: request.id, group, security_codes: chosen }, { onSuccess: onDone, onError: async (failure) => setError(await errorMessage(failure)) })
          }
        >
          <Trans>Create the account</Trans>
        </Button>
        <Button variant="secondary" onPress={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}

/** Registration requests: pending ones to approve (creating the account and mailing its owner) or reject. */
export function RegistrationsAdmin() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<(typeof REGISTRATION_STATUSES)[number]>('pending');
  const [page, setPage] = useState(1);
  const list = useRef<HTMLElement>(null);
  // Another page starts at its first request, not where the pager left the view.
  const turnTo = (next: number) => {
    setPage(next);
    list.current?.scrollIntoView({ block: 'start' });
  };
  const [approving, setApproving] = useState<number | null>(null);
  const registrations = useRegistrations(status, page);
  const reject = useRejectRegistration();
  const statusLabel = { pending: t`Waiting for a decision`, approved: t`Approved`, rejected: t`Rejected` };
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  // The decided lists run newest decision first, so each request says when it was decided, and by whom.
  const decision = (decided: string, date: string, by: string | null) => {
    if (decided === 'approved') return by ? t`Approved ${date} by ${by}` : t`Approved ${date}`;
    return by ? t`Rejected ${date} by ${by}` : t`Rejected ${date}`;
  };
  const rows = registrations.data?.requests ?? [];
  const total = registrations.data?.total ?? 0;
  const pageSize = registrations.data?.page_size ?? 1;
  // The last request of the last page decided: show the page before it rather than an empty one.
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  if (registrations.isSuccess && !registrations.isPlaceholderData && page > lastPage) setPage(lastPage);

  return (
    <section ref={list} className="people-card" aria-label={t`Registration requests`}>
      <div className="people-toolbar">
        <SelectField
          label={<Trans>Show</Trans>}
          value={status}
          onChange={(next) => {
            setStatus(next as typeof status);
            setPage(1);
          }}
        >
          {REGISTRATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel[s]}
            </option>
          ))}
        </SelectField>
      </div>
      {registrations.isError && (
        <p className="people-error" role="alert">
          <Trans>The requests could not be loaded.</Trans>
        </p>
      )}
      {registrations.isSuccess && rows.length === 0 && (
        <p>
          <Trans>No requests here.</Trans>
        </p>
      )}
      <ul className="people-requests">
        {rows.map((request) => (
          <li key={request.id} className="people-request" aria-label={`${request.first_name} ${request.last_name}`}>
            <div className="people-request-head">
              <div>
                <p className="people-request-name">
                  {request.first_name} {request.last_name}
                </p>
                <p className="people-request-meta">
                  {request.email} · {request.company}
                  {request.phone ? ` · ${request.phone}` : ''}
                  {request.account_number ? ` · ${t`Account`} ${request.account_number}` : ''}
                </p>
                <p className="people-request-meta">
                  <Trans>Requested {when(request.created_at)}</Trans>
                </p>
                {request.decided_at ? <p className="people-request-meta">{decision(request.status, when(request.decided_at), request.decided_by)}</p> : null}
              </div>
              {status === 'pending' && approving !== request.id && (
                <div className="people-actions">
                  <Button onPress={() => setApproving(request.id)} aria-label={t`Approve ${request.email}`}>
                    <Trans>Approve</Trans>
                  </Button>
                  <Button variant="secondary" isDisabled={reject.isPending} onPress={() => reject.mutate(request.id)} aria-label={t`Reject ${request.email}`}>
                    <Trans>Reject</Trans>
                  </Button>
                </div>
              )}
            </div>
            {approving === request.id && registrations.data && (
              <ApprovePanel request={request} codes={registrations.data.security_codes} onDone={() => setApproving(null)} />
            )}
          </li>
        ))}
      </ul>
      {total > pageSize && <Pager page={page} pageSize={pageSize} total={total} onPageChange={turnTo} isDisabled={registrations.isPlaceholderData} />}
    </section>
  );
}
