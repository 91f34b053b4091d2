import type { DefaultState, Middleware, Next, ParameterizedContext } from 'koa'

/** The `:name` segments of the matched route's path, as they were sent. */
export interface RouteParams {
  params: Record<string, string>
}

export type RouteMiddleware<State = DefaultState> = Middleware<State, RouteParams>

/** A method and path and the middleware that answers them, the route's own after the router's shared ones. */
export interface Route {
  method: string
  path: string
  middleware: RouteMiddleware<never>[]
}

/**
 * One module's routes, like @koa/router's: `get` (which answers HEAD too), `post`, `put` and
 * `delete` with a path under the router's prefix, and `use` for middleware every route registered
 * after it runs first. Paths match exactly and case-sensitively; `routeTable` serves them.
 */
export class Router<State = DefaultState> {
  readonly routes: Route[] = []
  readonly #prefix: string
  readonly #shared: RouteMiddleware<State>[] = []

  constructor(options: { prefix?: string } = {}) {
    this.#prefix = options.prefix ?? ''
  }

  use(...middleware: RouteMiddleware<State>[]): this {
    this.#shared.push(...middleware)
    return this
  }

  get(path: string, ...middleware: RouteMiddleware<State>[]): this {
    return this.#add(['GET', 'HEAD'], path, middleware)
  }

  post(path: string, ...middleware: RouteMiddleware<State>[]): this {
    return this.#add(['POST'], path, middleware)
  }

  put(path: string, ...middleware: RouteMiddleware<State>[]): this {
    return this.#add(['PUT'], path, middleware)
  }

  delete(path: string, ...middleware: RouteMiddleware<State>[]): this {
    return this.#add(['DELETE'], path, middleware)
  }

  #add(methods: string[], path: string, middleware: RouteMiddleware<State>[]): this {
    // '/' under a prefix is the prefix itself, as with @koa/router.
    const full = path === '/' && this.#prefix ? this.#prefix : this.#prefix + path
    const all = [...this.#shared, ...middleware] as RouteMiddleware<never>[]
    for (const method of methods) this.routes.push({ method, path: full, middleware: all })
    return this
  }
}

type Routed = ParameterizedContext<unknown, RouteParams>
type Handler = (ctx: Routed, next: Next) => Promise<unknown>

/** The route's middleware run in turn, as koa-compose would, then `next`. */
function inTurn(middleware: RouteMiddleware<never>[]): Handler {
  const step = (ctx: Routed, next: Next, i: number): Promise<unknown> => {
    if (i === middleware.length) return next()
    try {
      return Promise.resolve(middleware[i]!(ctx as never, () => step(ctx, next, i + 1)))
    } catch (error) {
      return Promise.reject(error as Error)
    }
  }
  return (ctx, next) => step(ctx, next, 0)
}

const PARAM = /:(\w+)/g

/**
 * Serves the routers' routes under `prefix`, worked out once: a route without parameters is found
 * by one map look-up of method and path, the others by their patterns (@koa/router tested every
 * route's pattern and composed the matched routes' middleware anew on every request); a request no
 * route takes goes on to `next`. Only one spelling of an API path gets here (variants are refused
 * before, see path-variants.ts), so a parameter holds no escapes to decode.
 */
export function routeTable(prefix: string, routers: readonly { routes: readonly Route[] }[]): Middleware {
  const exact = new Map<string, Handler>()
  const patterns: { method: string; pattern: RegExp; names: string[]; handle: Handler }[] = []
  for (const route of routers.flatMap((router) => router.routes)) {
    const path = prefix + route.path
    const handle = inTurn(route.middleware)
    const names = [...path.matchAll(PARAM)].map((match) => match[1]!)
    if (names.length === 0) {
      const key = `${route.method} ${path}`
      if (exact.has(key)) throw new Error(`Two routes for ${key}`)
      exact.set(key, handle)
      continue
    }
    const source = path
      .split(PARAM)
      .map((part, i) => (i % 2 === 1 ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')
    patterns.push({ method: route.method, pattern: new RegExp(`^${source}$`), names, handle })
  }
  return (ctx, next) => {
    const routed = ctx as Routed
    const handle = exact.get(`${ctx.method} ${ctx.path}`)
    if (handle) {
      routed.params = {}
      return handle(routed, next)
    }
    for (const { method, pattern, names, handle } of patterns) {
      const match = method === ctx.method ? pattern.exec(ctx.path) : null
      if (!match) continue
      routed.params = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]))
      return handle(routed, next)
    }
    return next()
  }
}
