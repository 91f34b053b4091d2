// Hostile and malformed API requests for the fuzz suite (http/api-fuzz.test.ts), drawn from a
// seeded generator so any failure can be replayed with its seed.

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (max: number) => Math.floor(next() * max)
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
  }
}

export type Random = ReturnType<typeof seededRandom>

export interface HostileRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: Uint8Array
  /** Headers promise more body than is sent, then the connection is cut. */
  truncate?: boolean
  /** Which signed-in identity sends it: never the victim. */
  as: 'attacker' | 'anonymous' | 'forged'
}

export interface FuzzTargets {
  /** Ids of the victim's updates: the attacker must never read or change them. */
  foreignIds: string[]
  /** Ids of the attacker's own updates. */
  ownIds: string[]
  /** The victim's e-mail, so login and register attempts aim at a real account. */
  victimEmail: string
  ownOrigin: string
}

const ROUTES = [
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/logout'],
  ['GET', '/api/auth/user'],
  ['PUT', '/api/user/name'],
  ['DELETE', '/api/user/updates'],
  ['DELETE', '/api/user'],
  ['GET', '/api/updates'],
  ['POST', '/api/updates'],
  ['PUT', '/api/updates/:id'],
  ['DELETE', '/api/updates/:id'],
  ['POST', '/api/transcribe'],
  ['POST', '/api/format-update'],
  ['POST', '/api/process-text'],
  ['POST', '/api/exec-version'],
  ['POST', '/api/client-errors'],
  ['GET', '/api/user/vocabulary'],
  ['POST', '/api/user/vocabulary'],
  ['PUT', '/api/user/vocabulary/:id'],
  ['DELETE', '/api/user/vocabulary/:id'],
  ['GET', '/api/health'],
  ['GET', '/api/ready'],
  ['GET', '/api/no-such-route'],
  ['GET', '/api'],
] as const

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH', 'LOCK']

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202e\u200b\ufeff',
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(50),
  'ﷺ'.repeat(20),
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{{7*7}}',
  '__proto__',
  'constructor',
  '\r\nSet-Cookie: x=y',
  'null',
  'NaN',
  '-0',
  'a'.repeat(10_001),
]

function oddString(random: Random): string {
  if (random.chance(0.01)) return 'x'.repeat(1024 * 1024 + random.int(10)) // 1 MB and a little
  if (random.chance(0.5)) return random.pick(ODD_STRINGS)
  let text = ''
  const length = random.int(40)
  for (let n = 0; n < length; n++)
    text += String.fromCharCode(random.chance(0.8) ? 32 + random.int(95) : random.int(0xffff))
  return text
}

function nested(depth: number, random: Random): unknown {
  let value: unknown = oddString(random)
  for (let n = 0; n < depth; n++) value = random.chance(0.5) ? [value] : { a: value }
  return value
}

function anyValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 3 ? 6 : 9)) {
    case 0:
      return null
    case 1:
      return random.pick([true, false])
    case 2:
      return random.pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31])
    case 3:
    case 4:
    case 5:
      return oddString(random)
    case 6:
      return Array.from({ length: random.int(5) }, () => anyValue(random, depth + 1))
    case 7:
      return Object.fromEntries(
        Array.from({ length: random.int(5) }, () => [oddString(random).slice(0, 30), anyValue(random, depth + 1)]),
      )
    default:
      return nested(random.pick([50, 500]), random)
  }
}

const FIELDS = [
  'name',
  'email',
  'password',
  'title',
  'templateName',
  'content',
  'updateType',
  'text',
  'sectionId',
  'sectionName',
  'transcription',
  'sections',
  'transcriptions',
  'recordingIds',
  'id',
  'userId',
  'term',
  'soundsLike',
  '__proto__',
  'constructor',
]

/** A body shaped like a route's request, with fields of the wrong type, missing or extra. */
function plausibleObject(random: Random, targets: FuzzTargets): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  const fieldCount = 1 + random.int(6)
  for (let n = 0; n < fieldCount; n++) {
    const field = random.pick(FIELDS)
    body[field] = random.chance(0.4) ? anyValue(random) : plausibleValue(field, random, targets)
  }
  return body
}

function plausibleValue(field: string, random: Random, targets: FuzzTargets): unknown {
  switch (field) {
    case 'email':
      return random.pick([
        targets.victimEmail,
        targets.victimEmail.toUpperCase(),
        `new-${random.int(1e9)}@example.com`,
        'not-an-email',
      ])
    case 'password':
      return random.pick(['correct horse battery', 'short', oddString(random)])
    case 'content':
      return random.pick([
        '[]',
        '[{"headline":"h","content":"c","sectionId":"s"}]',
        '[{}]',
        '{"a":1}',
        JSON.stringify(nested(200, random)),
      ])
    case 'updateType':
      return random.pick(['weekly', 'quick', 'WEEKLY', ''])
    case 'sections':
      return [
        {
          sectionId: oddString(random),
          sectionName: oddString(random),
          transcriptions: [oddString(random)],
          recordingIds: [],
        },
      ]
    case 'id':
      return random.pick([...targets.foreignIds, ...targets.ownIds])
    case 'soundsLike':
      return random.pick([
        [oddString(random)],
        [],
        ['a', 'a'],
        Array.from({ length: 50 }, () => oddString(random)),
        oddString(random),
      ])
    default:
      return oddString(random)
  }
}

function jsonBytes(random: Random, targets: FuzzTargets): Uint8Array {
  const value = random.chance(0.7) ? plausibleObject(random, targets) : anyValue(random)
  // Nesting far deeper than JSON.stringify (or a naive parser) can recurse.
  const depth = random.pick([10_000, 100_000])
  let text = random.chance(0.05)
    ? random.chance(0.5)
      ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : (JSON.stringify(value) ?? 'null')
  if (random.chance(0.1)) text = text.slice(0, random.int(text.length)) // truncated JSON
  if (random.chance(0.05)) text = `${text}}}]]garbage`
  return new TextEncoder().encode(text)
}

function multipartBytes(random: Random, boundary: string): Uint8Array {
  const field = random.pick(['audio', 'file', 'audio"; filename="../../x.webm', ''])
  const payload = random.pick([
    new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...Array.from({ length: 200 }, () => random.int(256))]), // WebM magic, then noise
    new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt garbage'),
    new Uint8Array(Array.from({ length: random.int(4000) }, () => random.int(256))),
    new Uint8Array(0),
  ])
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.webm"\r\nContent-Type: ${random.pick(['audio/webm', 'text/plain', ''])}\r\n\r\n`,
  )
  const tail = new TextEncoder().encode(random.chance(0.7) ? `\r\n--${boundary}--\r\n` : `\r\n--${boundary}`)
  const whole = new Uint8Array([...head, ...payload, ...tail])
  return random.chance(0.2) ? whole.slice(0, random.int(whole.length)) : whole
}

function garbageBytes(random: Random): Uint8Array {
  return new Uint8Array(Array.from({ length: random.int(2000) }, () => random.int(256)))
}

/** Percent-encodes any text, lone surrogates included (encodeURIComponent throws on those). */
function percentEncode(text: string): string {
  return [...new TextEncoder().encode(text)]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('')
}

/** Spellings a lenient router might read as the same path. */
function mutatePath(path: string, random: Random): string {
  // Most requests keep the route's own spelling, so that they reach its handler.
  if (random.chance(0.6)) return path
  let mutated = path
  if (random.chance(0.15))
    mutated = [...mutated].map((char) => (random.chance(0.3) ? char.toUpperCase() : char)).join('')
  if (random.chance(0.1)) mutated = `${mutated}/`
  if (random.chance(0.08)) mutated = mutated.replace('/', '//')
  if (random.chance(0.08)) mutated = mutated.replace(/\/(?=[^/]*$)/, '/./')
  if (random.chance(0.05)) mutated = `/x/..${mutated}`
  if (random.chance(0.1)) {
    mutated = [...mutated]
      .map((char) =>
        char !== '/' && random.chance(0.2) ? `%${char.charCodeAt(0).toString(16).padStart(2, '0')}` : char,
      )
      .join('')
  }
  if (random.chance(0.03)) mutated = `${mutated}%`
  if (random.chance(0.03)) mutated = `${mutated}%zz%c0%af`
  if (random.chance(0.1))
    mutated = `${mutated}?${random.pick(['a=1', 'id=../../', '__proto__[x]=1', `q=${percentEncode(oddString(random).slice(0, 200))}`])}`
  return mutated
}

function updateIdFor(random: Random, targets: FuzzTargets): string {
  const id = random.pick([
    ...targets.foreignIds,
    ...targets.foreignIds.map((foreign) => foreign.toUpperCase()),
    ...targets.ownIds,
    crypto.randomUUID(),
    '00000000-0000-0000-0000-000000000000',
    'not-a-uuid',
    '..',
    '%2e%2e',
    '%00',
    'a'.repeat(3000),
    `${targets.foreignIds[0]}%00`,
  ])
  return /[^\x21-\x7e]/.test(id) ? percentEncode(id) : id
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'text/html',
  'application/vnd.api+json',
  'application/json, text/plain',
  '*/*',
  ';;;',
]

// Header junk stays under Node's 16 KB header limit, past which Node itself answers 431 before the app.
function junkHeaders(random: Random, targets: FuzzTargets): Record<string, string> {
  const headers: Record<string, string> = {}
  if (random.chance(0.7))
    headers.origin = random.pick([
      targets.ownOrigin,
      targets.ownOrigin,
      targets.ownOrigin,
      targets.ownOrigin,
      'https://evil.example',
      'null',
      'http://127.0.0.1',
      'file://',
      oddString(random)
        .slice(0, 300)
        .replace(/[^\x20-\x7e]/g, ''),
    ])
  if (random.chance(0.1)) headers['sec-fetch-site'] = random.pick(['cross-site', 'same-origin', 'none', 'junk'])
  if (random.chance(0.2))
    headers['accept-encoding'] = random.pick([
      'identity;q=0',
      '*;q=0',
      'gzip;q=0, identity;q=0',
      'br, zstd',
      'x-unknown',
      ';q=abc',
      'gzip;q=2',
    ])
  if (random.chance(0.1))
    headers.accept = random.pick(['text/html', '*/*;q=0', 'application/xml', '\u0001'.replace(/[^\x20-\x7e]/g, '?')])
  if (random.chance(0.1)) headers['x-forwarded-for'] = random.pick(['1.2.3.4', 'junk, ,', '::1, 999.999.999.999'])
  if (random.chance(0.05)) headers['x-forwarded-proto'] = random.pick(['https', 'gopher'])
  if (random.chance(0.05)) headers.range = random.pick(['bytes=0-1', 'bytes=-1', 'junk'])
  if (random.chance(0.05)) headers['if-none-match'] = random.pick(['*', 'W/"x"', 'junk'])
  if (random.chance(0.1)) headers[`x-junk-${random.int(100)}`] = 'v'.repeat(random.int(4000))
  if (random.chance(0.05)) headers['content-encoding'] = random.pick(['gzip', 'br', 'deflate', 'identity', 'junk'])
  return headers
}

/** One request: a route (or its variant spelling), a method (often the wrong one), headers and body. */
export function hostileRequest(random: Random, targets: FuzzTargets): HostileRequest {
  const [routeMethod, template] = random.pick(ROUTES)
  const method = random.chance(0.85) ? routeMethod : random.pick(METHODS)
  const path = mutatePath(template.replace(':id', updateIdFor(random, targets)), random)
  const headers = junkHeaders(random, targets)
  let body: Uint8Array | undefined
  const kind = random.int(10)
  if (template === '/api/transcribe' && kind < 6) {
    const boundary = random.pick(['----sayso', 'x'.repeat(70), '', 'b"oundary'])
    headers['content-type'] = random.chance(0.85)
      ? `multipart/form-data; boundary=${boundary}`
      : random.pick(CONTENT_TYPES)
    body = multipartBytes(random, random.chance(0.8) ? boundary : 'other')
  } else if (kind < 7) {
    headers['content-type'] = random.chance(0.8) ? 'application/json' : random.pick(CONTENT_TYPES)
    body = jsonBytes(random, targets)
  } else if (kind < 9) {
    if (random.chance(0.5)) headers['content-type'] = random.pick(CONTENT_TYPES)
    body = garbageBytes(random)
  }
  const as = random.pick(['attacker', 'attacker', 'anonymous', 'forged'] as const)
  const truncate = body !== undefined && body.length > 10 && random.chance(0.03)
  return { method, path, headers, ...(body && { body }), truncate, as }
}

/** A readable line for a failure report (bodies cut short). */
export function describeRequest(request: HostileRequest): string {
  const body = request.body ? new TextDecoder().decode(request.body.slice(0, 200)) : ''
  return `${request.as} ${request.method} ${request.path.slice(0, 200)} ${JSON.stringify(request.headers).slice(0, 300)} ${JSON.stringify(body)}`
}
