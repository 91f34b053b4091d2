/** A random id for entries and new updates (Web Crypto: browsers and Node alike). */
export const newId = (): string => globalThis.crypto.randomUUID()
