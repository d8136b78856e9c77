import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../components/layout/page-frame';
import { Register } from '../features/registration/public';
import { signInUrl } from '../features/session';

/** The public registration form (spec 3 §1; a public path, see docs/business-rules.md). */
export const Route = createFileRoute('/register')({
  component: RegisterPage,
});

function RegisterPage() {
  const { t } = useLingui();
  return (
    <div className="people-public">
      <PageFrame title={t`Request a portal account`} lead={t`An administrator checks each request; you will get an email when your account is ready.`}>
        <Register signInHref={signInUrl({ pathname: '/', search: '' })} />
      </PageFrame>
    </div>
  );
}
