import { StartupError } from '../lib/startup-error.ts'

/**
 * Whoever reads the shop's output may go away (a log collector, a closed terminal, a test runner
 * that died): writes then fail with EPIPE. Unheard, that error reaches Next's 'uncaughtException'
 * listener, which logs it to the same closed output — a loop that holds a core at 100 % and never
 * lets a SIGTERM finish. The shop goes on serving and stops when asked; its logs are lost.
 */
export function surviveClosedOutput(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error
    })
  }
}

/** Lets what was logged reach the output before the process exits, without waiting on a closed one. */
export async function flushOutput(): Promise<void> {
  if (process.stdout.destroyed) return
  await Promise.race([
    new Promise((resolve) => process.stdout.write('', resolve)),
    new Promise((resolve) => setTimeout(resolve, 1000).unref()),
  ])
}

/**
 * Runs a command-line script to its end: a refusal (StartupError) is printed as its one French
 * line, anything else with its stack, and the process exits once the output has left (the
 * database pool would keep it alive).
 */
export async function runScript(main: () => Promise<void>): Promise<never> {
  let code = 0
  try {
    await main()
  } catch (error) {
    console.error(error instanceof StartupError ? error.message : error)
    code = 1
  }
  await flushOutput()
  process.exit(code)
}
