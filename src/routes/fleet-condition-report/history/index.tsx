import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec 1 §2: the history list lives on the generator page. */
export const Route = createFileRoute('/fleet-condition-report/history/')({
  beforeLoad: () => {
    throw redirect({ to: '/fleet-condition-report', replace: true });
  },
});
