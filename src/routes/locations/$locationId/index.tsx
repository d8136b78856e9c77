import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec 2 §2: a location opens on its dashboard. */
export const Route = createFileRoute('/locations/$locationId/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/locations/$locationId/dashboard', params, replace: true });
  },
});
