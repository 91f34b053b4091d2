import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'

export const TEST_REDIS_URL = process.env.SAYSO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

const answers = () => {
  try {
    return execFileSync('redis-cli', ['-u', TEST_REDIS_URL, 'ping'], { encoding: 'utf8', stdio: 'pipe' }).includes(
      'PONG',
    )
  } catch {
    return false
  }
}

/**
 * The machine's Redis for tests that connect instances (started when it is not running), with a key
 * and channel prefix of this test's own: runs and files never see one another's keys or messages.
 */
export function testRedis(): { url: string; prefix: string } {
  if (!answers()) {
    const { port, hostname } = new URL(TEST_REDIS_URL)
    execFileSync('redis-server', ['--daemonize', 'yes', '--bind', hostname, '--port', port || '6379', '--save', ''], {
      stdio: 'inherit',
    })
    for (let tries = 0; !answers(); tries++) {
      if (tries > 50) throw new Error(`Redis is not answering at ${TEST_REDIS_URL}`)
      execFileSync('sleep', ['0.2'])
    }
  }
  return { url: TEST_REDIS_URL, prefix: `sayso_test_${crypto.randomBytes(4).toString('hex')}` }
}
