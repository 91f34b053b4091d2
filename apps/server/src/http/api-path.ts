/** Whether a path belongs to the JSON API (`/apiary` is an app route, not the API). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/')
}
