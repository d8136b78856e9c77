import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { fieldErrors, isTooManyRequests, setNewPassword } from '../api';
import { passwordProblem } from '../password-rules';
import { PasswordFields } from './password-fields';

/** The page a forgotten-password link opens: a new password under the sign-in rules, once per link. */
export function ResetPassword({ token, signInHref, forgotHref }: { token: string; signInHref: string; forgotHref: string }) {
  const { t } = useLingui();
  const [fields, setFields] = useState({ password: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'link-invalid'>(token ? 'idle' : 'link-invalid');
  const [error, setError] = useState<string | null>(null);
  const problem = passwordProblem(fields.password, fields.confirmation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    setState('sending');
    setError(null);
    try {
      await setNewPassword(token, fields.password);
      setState('done');
    } catch (failure) {
      const errors = await fieldErrors(failure);
      if (errors.token) return setState('link-invalid');
      setState('idle');
      setError(isTooManyRequests(failure) ? t`Too many requests from this address. Please wait a minute and try again.` : t`Something went wrong please try again`);
    }
  };

  if (state === 'done') {
    return (
      <div className="people-card" role="status">
        <p>
          <Trans>Your new password is set. Sign in with it now.</Trans>
        </p>
        <a className="button button-primary" href={signInHref}>
          <Trans>Sign in</Trans>
        </a>
      </div>
    );
  }
  if (state === 'link-invalid') {
    return (
      <div className="people-card" role="alert">
        <p>
          <Trans>This link has expired or was already used. Please ask for a new one.</Trans>
        </p>
        <a className="button button-secondary" href={forgotHref}>
          <Trans>Ask for a new link</Trans>
        </a>
      </div>
    );
  }
  return (
    <form className="people-card people-form" onSubmit={(event) => void submit(event)} noValidate>
      <PasswordFields password={fields.password} confirmation={fields.confirmation} onChange={setFields} problem={submitted ? problem : null} />
      {error && (
        <p className="people-error" role="alert">
          {error}
        </p>
      )}
      <div className="people-actions">
        <Button type="submit" isDisabled={state === 'sending'}>
          <Trans>Set the new password</Trans>
        </Button>
      </div>
    </form>
  );
}
