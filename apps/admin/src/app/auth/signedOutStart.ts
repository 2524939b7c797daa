/**
 * Where a signed-out visit starts: the sign-in page, reached before react-admin mounts. Opened
 * signed out on any other page, react-admin 5.15 (on react-router 7) logs out and redirects to
 * `#/login` from a catch-all route that remounts as it goes: thousands of redirects and 10+ s of
 * a blank page before the form shows (marmelab/react-admin#10885). The page asked for is kept
 * and opened once signed in.
 */
const AFTER_SIGN_IN_KEY = 'taikai.admin.afterSignIn';
const SIGN_IN_ROUTE = '/login';

export function startSignedOutAtSignIn(signedIn: boolean, location: Location = window.location): void {
  if (signedIn) return;
  const route = location.hash.replace(/^#/, '') || '/';
  if (route === SIGN_IN_ROUTE || route.startsWith(`${SIGN_IN_ROUTE}?`)) return;
  try {
    if (route !== '/') window.sessionStorage.setItem(AFTER_SIGN_IN_KEY, route);
  } catch {
    // storage blocked: the dashboard opens after sign-in instead
  }
  window.history.replaceState(null, '', `${location.pathname}${location.search}#${SIGN_IN_ROUTE}`);
}

/** The page a signed-out visit asked for, once (null: the dashboard). */
export function takeRouteAfterSignIn(): string | null {
  try {
    const route = window.sessionStorage.getItem(AFTER_SIGN_IN_KEY);
    window.sessionStorage.removeItem(AFTER_SIGN_IN_KEY);
    return route;
  } catch {
    return null;
  }
}
