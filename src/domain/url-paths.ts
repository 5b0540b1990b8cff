/** '/dashboard/' → '/dashboard': the routes accept either. */
export function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
