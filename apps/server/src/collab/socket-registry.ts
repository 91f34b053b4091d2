import type { WebSocket } from 'ws'

export interface SocketOwner {
  userId: string
  sessionId: string
}

/** The open sync sockets by session and user, so a revoked session can close its own at once. */
export function createSocketRegistry() {
  const owners = new Map<WebSocket, SocketOwner>()

  const closeWhere = (matches: (owner: SocketOwner) => boolean, code: number, reason: string): number => {
    let closed = 0
    for (const [socket, owner] of owners) {
      if (!matches(owner)) continue
      owners.delete(socket)
      socket.close(code, reason)
      closed++
    }
    return closed
  }

  return {
    add: (socket: WebSocket, owner: SocketOwner) => void owners.set(socket, owner),
    remove: (socket: WebSocket) => void owners.delete(socket),
    sessionIds: () => new Set([...owners.values()].map((owner) => owner.sessionId)),
    closeSession: (sessionId: string, code: number, reason: string) =>
      closeWhere((owner) => owner.sessionId === sessionId, code, reason),
    closeUser: (userId: string, code: number, reason: string) =>
      closeWhere((owner) => owner.userId === userId, code, reason),
    closeAll: (code: number, reason: string) => closeWhere(() => true, code, reason),
  }
}

export type SocketRegistry = ReturnType<typeof createSocketRegistry>
