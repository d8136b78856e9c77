import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { askForNewPassword, fieldErrors, isTooManyRequests } from '../api';
import { localeAtom } from '../app-links';

/**
 * Asks for a set-password link. The answer is the same whether or not an account has the
 * address, so the page says what happens if it does.
 */
export function ForgotPassword({ signInHref }: { signInHref: string }) {
  const { t } = useLingui();
  const language = useAtomValue(localeAtom);
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setError(t`Please enter a valid email address.`);
    setError(null);
    setState('sending');
    try {
      await askForNewPassword(email.trim(), language);
      setState('sent');
    } catch (failure) {
      setState('idle');
      if (isTooManyRequests(failure)) setError(t`Too many requests from this address. Please wait a minute and try again.`);
      else setError((await fieldErrors(failure)).email ? t`Please enter a valid email address.` : t`Something went wrong please try again`);
    }
  };

  if (state === 'sent') {
    return (
      <div className="people-card" role="status">
        <p>
          <Trans>
            If an account has the address {email.trim()}, we have mailed it a link to set a new password. The link works once, within one hour.
          </Trans>
        </p>
        <a className="button button-secondary" href={signInHref}>
          <Trans>Back to sign-in</Trans>
        </a>
      </div>
    );
  }
  return (
    <form className="people-card people-form" onSubmit={(event) => void submit(event)} noValidate>
      <p>
        <Trans>Enter the email address of your portal account. We will mail you a link to set a new password.</Trans>
      </p>
      <div className="people-field">
        <label htmlFor={id}>
          <Trans>Email address</Trans>
        </label>
        <input
          id={id}
          type="email"
          className="field-input"
          autoComplete="username"
          maxLength={254}
          value={email}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'forgot-error' : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error && (
          <span className="people-error" id="forgot-error" role="alert">
            {error}
          </span>
        )}
      </div>
      <div className="people-actions">
        <Button type="submit" isDisabled={state === 'sending'}>
          <Trans>Send me a link</Trans>
        </Button>
        <a href={signInHref}>
          <Trans>Back to sign-in</Trans>
        </a>
      </div>
    </form>
  );
}
