import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../../../components/ui/button';
import { OperationStatusError, useAddLocation, useSelects, type AddLocationInput } from '../../api/locations';
import { SelectField, TextField } from '../shared/form-fields';
import { validateNewLocation, type NewLocationForm } from './new-location';

const EMPTY: NewLocationForm = { account_id: '', code: '', name: '', address: '', city: '', state: '', zip: '', country: 'US', phone: '' };

/** add_location: a new fleet location of an account in the user's scope (online only). */
export function AddLocationDialog({ isOpen, onClose, onAdded }: { isOpen: boolean; onClose: () => void; onAdded: (id: number) => void }) {
  const { t } = useLingui();
  const selects = useSelects(null, isOpen);
  const mutation = useAddLocation();
  const [form, setForm] = useState<NewLocationForm>(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const clientErrors = validateNewLocation(form);
  const serverError = mutation.error instanceof OperationStatusError ? mutation.error : null;
  const serverFieldError = (field: keyof NewLocationForm) => serverError?.fieldErrors.find((e) => e.field === `body.${field}`)?.message ?? null;
  const messages: Record<string, string> = {
    required: t`Required`,
    country: t`A two-letter country code, e.g. US or CA`,
  };
  const errorOf = (field: keyof NewLocationForm) => serverFieldError(field) ?? (showErrors && clientErrors[field] ? messages[clientErrors[field]!] : null);
  const errorRef = useRef<HTMLDivElement>(null);
  // The submit button is disabled while sending, which drops focus; the answer takes it back.
  useEffect(() => {
    if (mutation.isError) errorRef.current?.focus();
  }, [mutation.isError]);
  const set = (field: keyof NewLocationForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const close = () => {
    setForm(EMPTY);
    setShowErrors(false);
    mutation.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(clientErrors).length > 0) return;
    const input: AddLocationInput = {
      account_id: Number(form.account_id),
      code: form.code.trim() || null,
      name: form.name.trim(),
      address: form.address.trim(),
      city: form.city.trim(),
      state: form.state.trim(),
      zip: form.zip.trim(),
      country: form.country.trim().toUpperCase(),
      phone: form.phone.trim() || null,
    };
    mutation.mutate(input, {
      onSuccess: (answer) => {
        close();
        onAdded(answer.location.id);
      },
    });
  };

  const accounts = (selects.data?.accounts ?? []).map((a) => ({ value: String(a.id), label: `${a.account_number} · ${a.name}` }));

  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => !open && close()} isDismissable={!mutation.isPending}>
      <Modal className="dialog-modal fs-wide-dialog">
        <Dialog className="dialog" aria-label={t`Add location`}>
          <form className="fs-form" onSubmit={submit} noValidate>
            <Heading slot="title" className="dialog-title">
              <Trans>Add location</Trans>
            </Heading>
            {serverError && (
              <div className="fs-form-error" role="alert" ref={errorRef} tabIndex={-1}>
                {serverError.message}
              </div>
            )}
            {mutation.isError && !serverError && (
              <div className="fs-form-error" role="alert" ref={errorRef} tabIndex={-1}>
                <Trans>The location could not be added. Check the signal and try again.</Trans>
              </div>
            )}
            <div className="fs-form-grid">
              <SelectField
                label={<Trans>Account</Trans>}
                value={form.account_id}
                onChange={set('account_id')}
                options={accounts}
                isRequired
                error={errorOf('account_id')}
                description={selects.isPending ? <Trans>Loading accounts…</Trans> : undefined}
              />
              <TextField label={<Trans>Code (optional)</Trans>} value={form.code} onChange={set('code')} maxLength={50} error={errorOf('code')} />
              <TextField label={<Trans>Name</Trans>} value={form.name} onChange={set('name')} maxLength={200} isRequired error={errorOf('name')} />
              <TextField label={<Trans>Address</Trans>} value={form.address} onChange={set('address')} maxLength={200} isRequired error={errorOf('address')} />
              <TextField label={<Trans>City</Trans>} value={form.city} onChange={set('city')} maxLength={100} isRequired error={errorOf('city')} />
              <TextField label={<Trans>State or province</Trans>} value={form.state} onChange={set('state')} maxLength={10} isRequired error={errorOf('state')} />
              <TextField label={<Trans>ZIP or postal code</Trans>} value={form.zip} onChange={set('zip')} maxLength={20} isRequired error={errorOf('zip')} />
              <TextField label={<Trans>Country</Trans>} value={form.country} onChange={set('country')} maxLength={2} isRequired error={errorOf('country')} />
              <TextField label={<Trans>Phone (optional)</Trans>} value={form.phone} onChange={set('phone')} maxLength={30} inputMode="tel" error={errorOf('phone')} />
            </div>
            <div className="dialog-actions">
              <Button variant="secondary" onPress={close} isDisabled={mutation.isPending}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" isDisabled={mutation.isPending}>
                {mutation.isPending ? <Trans>Adding…</Trans> : <Trans>Add location</Trans>}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
