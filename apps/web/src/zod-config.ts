import { z } from 'zod'

// Zod compiles fast parsers with `new Function`, which our CSP (no 'unsafe-eval') blocks and reports as a
// violation. This must run before any schema is built, so main.tsx imports it first.
z.config({ jitless: true })
