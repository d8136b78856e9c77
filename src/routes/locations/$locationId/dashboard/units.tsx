import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec 2 §2: the units list is part of the location dashboard. */
export const Route = createFileRoute('/locations/$locationId/dashboard/units')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/locations/$locationId/dashboard', params, replace: true });
  },
});
