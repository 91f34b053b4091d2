import type Argon2 from 'argon2'

type Argon2Module = typeof Argon2

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
const optionsOf = (argon2: Argon2Module) =>
  ({ type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 }) as const

// After start-up has answered its first requests; see createPasswordHasher.
const LOAD_DELAY_MS = 1000

export interface PasswordHasher {
  hash(password: string): Promise<string>
  /** False for a wrong password; with no stored hash, spends the same time and returns false. */
  verify(storedHash: string | undefined, password: string): Promise<boolean>
}

export function createPasswordHasher(): PasswordHasher {
  // argon2 (a native module) and the dummy hash below load a moment after start-up, or with the
  // first sign-in if sooner: start-up and its first answers do not share the two cores with them.
  let loaded: Promise<{ argon2: Argon2Module; dummyHash: Promise<string> }> | undefined
  const load = () =>
    (loaded ??= import('argon2').then(({ default: argon2 }) => {
      // Verifying against this for unknown e-mails keeps them as slow as a wrong password (the
      // first sign-in may wait the ~50 ms of making it).
      const dummyHash = argon2.hash('sayso-dummy-password', optionsOf(argon2))
      // A failure surfaces in verify(), which then refuses the sign-in.
      dummyHash.catch(() => undefined)
      return { argon2, dummyHash }
    }))
  setTimeout(load, LOAD_DELAY_MS).unref()
  return {
    async hash(password) {
      const { argon2 } = await load()
      return argon2.hash(password, optionsOf(argon2))
    },
    async verify(storedHash, password) {
      try {
        const { argon2, dummyHash } = await load()
        const matches = await argon2.verify(storedHash ?? (await dummyHash), password)
        return storedHash !== undefined && matches
      } catch {
        return false
      }
    },
  }
}
