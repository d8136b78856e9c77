import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../components/layout/page-frame';
import { ResetPassword } from '../features/registration/public';
import { signInUrl } from '../features/session';

/** Where a forgotten-password link leads: ?token=<the link's token> (a public path, see docs/business-rules.md). */
export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({ token: typeof search.token === 'string' ? search.token.slice(0, 100) : '' }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useLingui();
  const { token } = Route.useSearch();
  return (
    <div className="people-public">
      <PageFrame title={t`Set a new password`}>
        <ResetPassword token={token} signInHref={signInUrl({ pathname: '/', search: '' })} forgotHref="/forgot-password" />
      </PageFrame>
    </div>
  );
}
