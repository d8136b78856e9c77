import { createFileRoute } from '@tanstack/react-router';
import { ReportsHome } from '../features/reports-home';

export const Route = createFileRoute('/')({
  component: ReportsHome,
});
