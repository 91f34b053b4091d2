// What the sync server and its clients agree on beyond Hocuspocus's own protocol.

/** The WebSocket path of the sync server, on the app's own origin (one origin for the session cookie). */
export const SYNC_PATH = '/collab'

/** Sent to every device on a document just before the server disconnects it for being deleted. */
export const UPDATE_DELETED_SIGNAL = 'sayso:update-deleted'

/** Close code of a socket whose session ended (logout, account deletion, expiry): do not reconnect. */
export const SESSION_ENDED_CLOSE_CODE = 4401

/** Why the server refused to open a document, as the client's `onAuthenticationFailed` reason. */
export type DocumentRefusal = 'invalid-name' | 'forbidden' | 'deleted' | 'free-plan-limit' | 'not-found'

/**
 * The token of a device opening an update it has no copy of (from an address): the server then
 * refuses a name nobody owns ('not-found') instead of creating a new update under it.
 */
export const OPEN_EXISTING_TOKEN = 'sayso:existing'
