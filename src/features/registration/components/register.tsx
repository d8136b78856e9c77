import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { fieldErrors, isTooManyRequests, register, type RegistrationForm } from '../api';
import { passwordProblem } from '../password-rules';
import { localeAtom } from '../app-links';
import { PasswordFields } from './password-fields';

type TextField = 'first_name' | 'last_name' | 'email' | 'company' | 'phone' | 'account_number';

function Field({ name, label, value, error, onChange, type = 'text', autoComplete, maxLength, optional }: {
  name: TextField;
  label: ReactNode;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete: string;
  maxLength: number;
  optional?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="people-field">
      <label htmlFor={id}>
        {label}
        {optional && (
          <span className="people-optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="field-input"
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <span className="people-error" id={errorId}>
          {error}
        </span>
      )}
    </div>
  );
}

/** The public request for an account; an administrator approves it before anyone can sign in. */
export function Register({ signInHref }: { signInHref: string }) {
  const { t } = useLingui();
  const language = useAtomValue(localeAtom);
  const [form, setForm] = useState<Omit<RegistrationForm, 'password' | 'language'>>({ email: '', first_name: '', last_name: '', company: '', phone: '', account_number: '' });
  const [passwords, setPasswords] = useState({ password: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const required = t`Please fill in this field.`;
  const localErrors: Partial<Record<TextField, string>> = {
    first_name: form.first_name.trim() ? undefined : required,
    last_name: form.last_name.trim() ? undefined : required,
    company: form.company.trim() ? undefined : required,
    email: /^\S+@\S+\.\S+$/.test(form.email.trim()) ? undefined : t`Please enter a valid email address.`,
  };
  const problem = passwordProblem(passwords.password, passwords.confirmation);
  const errorOf = (name: TextField) => (submitted ? localErrors[name] : undefined) ?? (serverErrors[name] ? t`Please check this field.` : undefined);
  const set = (name: TextField) => (value: string) => setForm((previous) => ({ ...previous, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || Object.values(localErrors).some(Boolean)) return;
    setState('sending');
    setError(null);
    try {
      await register({ ...form, email: form.email.trim(), password: passwords.password, language });
      setState('sent');
    } catch (failure) {
      setState('idle');
      setServerErrors(await fieldErrors(failure));
      setError(isTooManyRequests(failure) ? t`Too many requests from this address. Please wait a minute and try again.` : t`Your request could not be sent. Please check the fields and try again.`);
    }
  };

  if (state === 'sent') {
    return (
      <div className="people-card" role="status">
        <p>
          <Trans>Thank you. Your request was sent to the portal administrators; you will receive an email at {form.email.trim()} once it is approved.</Trans>
        </p>
        <a className="button button-secondary" href={signInHref}>
          <Trans>Back to sign-in</Trans>
        </a>
      </div>
    );
  }
  return (
    <form className="people-card people-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="people-columns">
        <Field name="first_name" label={<Trans>First name</Trans>} value={form.first_name} error={errorOf('first_name')} onChange={set('first_name')} autoComplete="given-name" maxLength={100} />
        <Field name="last_name" label={<Trans>Last name</Trans>} value={form.last_name} error={errorOf('last_name')} onChange={set('last_name')} autoComplete="family-name" maxLength={100} />
      </div>
      <Field name="email" type="email" label={<Trans>Email address</Trans>} value={form.email} error={errorOf('email')} onChange={set('email')} autoComplete="email" maxLength={254} />
      <Field name="company" label={<Trans>Company</Trans>} value={form.company} error={errorOf('company')} onChange={set('company')} autoComplete="organization" maxLength={200} />
      <div className="people-columns">
        <Field name="phone" type="tel" label={<Trans>Phone</Trans>} value={form.phone} error={errorOf('phone')} onChange={set('phone')} autoComplete="tel" maxLength={40} optional />
        <Field name="account_number" label={<Trans>Account number</Trans>} value={form.account_number} error={errorOf('account_number')} onChange={set('account_number')} autoComplete="off" maxLength={40} optional />
      </div>
      <PasswordFields password={passwords.password} confirmation={passwords.confirmation} onChange={setPasswords} problem={submitted ? problem : null} serverError={serverErrors.password ? t`Please check this field.` : undefined} />
      {error && (
        <p className="people-error" role="alert">
          {error}
        </p>
      )}
      <div className="people-actions">
        <Button type="submit" isDisabled={state === 'sending'}>
          <Trans>Send my request</Trans>
        </Button>
        <a href={signInHref}>
          <Trans>I have an account: sign in</Trans>
        </a>
      </div>
    </form>
  );
}
