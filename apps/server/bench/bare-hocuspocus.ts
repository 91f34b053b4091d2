import { Server } from '@hocuspocus/server'

// The baseline of `pnpm bench:sync`: Hocuspocus as shipped, without our authentication, checks
// or persistence. Prints its port once it listens.
const server = new Server({ quiet: true, port: 0, address: '127.0.0.1' })
await server.listen()
process.stdout.write(`listening on ${server.address.port}\n`)
process.on('SIGTERM', () => void server.destroy().then(() => process.exit(0)))
