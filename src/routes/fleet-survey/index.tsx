import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec 2 §2: a survey is always reached through its location. */
export const Route = createFileRoute('/fleet-survey/')({
  beforeLoad: () => {
    throw redirect({ to: '/locations', replace: true });
  },
});
