// A round-robin proxy in a process of its own (scale-bench.ts), so it does not share the
// benchmark's event loop: PORT to listen on, BACKEND_PORTS comma-separated.
import { roundRobinProxy } from '../../src/testing/round-robin-proxy.ts'

const backends = (process.env.BACKEND_PORTS ?? '').split(',').map(Number)
await roundRobinProxy(backends, Number(process.env.PORT))
console.log('listening')
