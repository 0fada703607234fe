import { adminPaths, LOGIN_NEXT_PARAM } from '../../../model/paths';

/** The sign-in screen, sending the editor on to `next` (an admin path with its query) afterwards. */
export function loginPath(next?: string): string {
  return next ? `${adminPaths.login}?${new URLSearchParams({ [LOGIN_NEXT_PARAM]: next }).toString()}` : adminPaths.login;
}

/**
 * Where to go after signing in: `next` when it is a path of the admin area on this site ('/admin',
 * '/admin/…', '/admin?…'), else the admin home. Anything else (another site, '//host', a path
 * outside the admin area, the sign-in screen itself) is refused, so a link cannot use the sign-in
 * screen to send an editor elsewhere.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith(adminPaths.home) || /[\\\s]/.test(next)) return adminPaths.home;
  const rest = next.slice(adminPaths.home.length);
  if (rest !== '' && !/^[/?#]/.test(rest)) return adminPaths.home;
  if (rest.startsWith('//')) return adminPaths.home;
  // Resolved against this site, the path must stay on it and in the admin area.
  const url = new URL(next, 'http://site.invalid');
  if (url.origin !== 'http://site.invalid') return adminPaths.home;
  if (url.pathname === adminPaths.login || url.pathname.startsWith(`${adminPaths.login}/`)) return adminPaths.home;
  if (url.pathname !== adminPaths.home && !url.pathname.startsWith(`${adminPaths.home}/`)) return adminPaths.home;
  return next;
}
