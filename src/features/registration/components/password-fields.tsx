import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { PasswordProblem } from '../password-rules';

/** A new password and its confirmation, with the rules stated up front and the failing one at the field. */
export function PasswordFields({
  password,
  confirmation,
  onChange,
  problem,
  serverError,
}: {
  password: string;
  confirmation: string;
  onChange: (next: { password: string; confirmation: string }) => void;
  problem: PasswordProblem;
  serverError?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const messages: Record<Exclude<PasswordProblem, null>, string> = {
    'too-short': t`Use at least 10 characters.`,
    'too-long': t`Use at most 200 characters.`,
    'no-letter': t`Use at least one letter.`,
    'no-digit': t`Use at least one digit.`,
    mismatch: t`The two passwords are not the same.`,
  };
  const passwordError = problem && problem !== 'mismatch' ? messages[problem] : serverError;
  return (
    <>
      <div className="people-field">
        <label htmlFor={`${id}-new`}>
          <Trans>New password</Trans>
        </label>
        <span className="people-hint" id="password-rules">
          <Trans>At least 10 characters, with a letter and a digit.</Trans>
        </span>
        <input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          className="field-input"
          value={password}
          maxLength={200}
          aria-invalid={Boolean(passwordError)}
          aria-describedby={passwordError ? 'password-error' : 'password-rules'}
          onChange={(event) => onChange({ password: event.target.value, confirmation })}
        />
        {passwordError && (
          <span className="people-error" id="password-error">
            {passwordError}
          </span>
        )}
      </div>
      <div className="people-field">
        <label htmlFor={`${id}-repeat`}>
          <Trans>Repeat the new password</Trans>
        </label>
        <input
          id={`${id}-repeat`}
          type="password"
          autoComplete="new-password"
          className="field-input"
          value={confirmation}
          maxLength={200}
          aria-invalid={problem === 'mismatch'}
          aria-describedby={problem === 'mismatch' ? 'confirmation-error' : undefined}
          onChange={(event) => onChange({ password, confirmation: event.target.value })}
        />
        {problem === 'mismatch' && (
          <span className="people-error" id="confirmation-error">
            {messages.mismatch}
          </span>
        )}
      </div>
    </>
  );
}
