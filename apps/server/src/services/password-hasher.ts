import argon2 from 'argon2'

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export interface PasswordHasher {
  hash(password: string): Promise<string>
  /** False for a wrong password; with no stored hash, spends the same time and returns false. */
  verify(storedHash: string | undefined, password: string): Promise<boolean>
}

export function createPasswordHasher(): PasswordHasher {
  // Verifying against this for unknown e-mails keeps them as slow as a wrong password. Made in the
  // background: start-up does not wait the ~50 ms of hashing for it (the first sign-in may).
  const dummyHash = argon2.hash('sayso-dummy-password', OPTIONS)
  // A failure surfaces in verify(), which then refuses the sign-in.
  dummyHash.catch(() => undefined)
  return {
    hash: (password) => argon2.hash(password, OPTIONS),
    async verify(storedHash, password) {
      try {
        const matches = await argon2.verify(storedHash ?? (await dummyHash), password)
        return storedHash !== undefined && matches
      } catch {
        return false
      }
    },
  }
}
