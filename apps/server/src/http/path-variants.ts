import type { Middleware } from 'koa'
import { isApiPath } from './api-path.ts'

/** Decodes what a router or a proxy might decode; a malformed escape is left as it is. */
function decodeLeniently(path: string): string {
  return path.replace(/(%[0-9a-f]{2})+/gi, (escaped) => {
    try {
      return decodeURIComponent(escaped)
    } catch {
      return escaped
    }
  })
}

/** The path as a lenient router or proxy could read it: decoded, lower case, slashes and dot segments folded. */
function looseForm(path: string): string {
  const segments: string[] = []
  for (const segment of decodeLeniently(path).replace(/\\/g, '/').toLowerCase().split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return `/${segments.join('/')}`
}

/** Whether some reading of the path (case, encoding, duplicate or trailing slashes, dot segments) is an API path. */
export function isApiPathVariant(path: string): boolean {
  return isApiPath(looseForm(path))
}

/**
 * The one spelling of an API path the routers (case-sensitive, see app.ts) and the sign-in checks
 * agree on: lower-case `/api` prefix, no escapes, no empty or dot segments, no trailing slash.
 */
export function isCanonicalApiPath(path: string): boolean {
  if (!isApiPath(path) || path.includes('%') || path.includes('\\')) return false
  return path
    .split('/')
    .slice(1)
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

// Segments of letters, digits, `-`, `_`, `.` and `~` that begin with none of the dots, or the root:
// nothing to decode, no backslash, no empty or dot segment. Almost every request's path is one.
const PLAIN_PATH = /^(?:(?:\/[\w~-][\w.~-]*)+|\/)$/

/** Whether a path is a variant spelling of an API path that must be refused: some reading is the API, this one is not canonical. */
export function isRefusedApiPathVariant(path: string): boolean {
  // A plain path's loose form is its lower case, and it is canonical whenever it is an API path.
  if (PLAIN_PATH.test(path)) return isApiPath(path.toLowerCase()) && !isApiPath(path)
  return isApiPathVariant(path) && !isCanonicalApiPath(path)
}

/**
 * Runs before every other middleware: a variant spelling of an API path would otherwise reach a
 * handler by a route that matched it while a check (sign-in, origin, no-store) did not. Such a
 * path gets the JSON 404 of any unknown API route.
 */
export const refuseApiPathVariants: Middleware = (ctx, next) => {
  if (isRefusedApiPathVariant(ctx.path)) {
    ctx.status = 404
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { message: 'No such API route' }
    return
  }
  return next()
}
