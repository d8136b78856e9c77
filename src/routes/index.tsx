import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

export const Route = createFileRoute('/')({
  component: ReportsHome,
});

function ReportsHome() {
  return (
    <main>
      <h1>
        <Trans>Reports</Trans>
      </h1>
    </main>
  );
}
