import { Navigate } from '@tanstack/react-router';

/** Unknown paths go to /404 (spec 1 §2), replacing the bad address in the history. */
export function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}
