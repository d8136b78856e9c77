import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../components/layout/page-frame';
import { ForgotPassword } from '../features/registration/public';
import { signInUrl } from '../features/session';

/** Forgotten password: asks for a set-password link by mail (a public path, see docs/business-rules.md). */
export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { t } = useLingui();
  return (
    <div className="people-public">
      <PageFrame title={t`Forgot your password?`}>
        <ForgotPassword signInHref={signInUrl({ pathname: '/', search: '' })} />
      </PageFrame>
    </div>
  );
}
