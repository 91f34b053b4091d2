/**
 * The web app's addresses, for the server: a page load of one of these answers 200, anything else 404
 * (the app still renders its 'Page Not Found'). The web app's tests check every route it declares is here.
 */
const APP_ROUTES = [
  /^\/$/,
  /^\/(login|signup|recent-updates|select-update-type|settings)\/?$/,
  // A workspace, new or opened at an update's address.
  /^\/(app|weekly-update|quick-update)(\/[^/]+)?\/?$/,
]

export function isAppRoute(path: string): boolean {
  return APP_ROUTES.some((route) => route.test(path))
}
