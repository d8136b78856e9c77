import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec 2 §2: a survey opens on its overview. */
export const Route = createFileRoute('/fleet-survey/$surveyId/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/fleet-survey/$surveyId/overview', params, replace: true });
  },
});
