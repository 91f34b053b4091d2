import { spawn } from 'node:child_process'

export interface ProcessResult {
  code: number | null
  timedOut: boolean
}

/** Runs a command to completion, killing it (SIGKILL) when it passes `timeoutMs`. */
export function runProcess(command: string, args: readonly string[], timeoutMs: number): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' })
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, timedOut })
    })
  })
}
