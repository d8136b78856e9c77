export { guardPage, hasSecurityCode, type PageAccess } from './route-guard';
export { ensureSessionStarted, logout, signInUrl } from './session-service';
export { useLogout } from './use-logout';
export { useSessionTimeout } from './use-session-timeout';
