import { readdirSync, readFileSync } from 'node:fs'

/** What /proc counts CPU time in (USER_HZ): 100 ticks a second on Linux. */
const ticksPerSecond = 100

/** A process's command name and its user and system time, in ticks; null once it has gone. */
function processTicks(pid: number | string): { command: string; ticks: number } | null {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return null
  }
  // After the command's closing parenthesis, from the state (field 3): utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: Number(fields[11]) + Number(fields[12]) }
}

/**
 * Every PostgreSQL process's time, in ticks: the shop's backends come and go with its pool, so
 * they are counted by name, the system PostgreSQL's (idle during the bench) with them.
 */
function databaseTicks(): number {
  let ticks = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const found = processTicks(entry)
    if (found?.command === 'postgres') ticks += found.ticks
  }
  return ticks
}

/** Every core's busy time, in ticks: all of /proc/stat's first line but idle and iowait. */
function machineTicks(): number {
  const values = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number)
  return values.reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0)
}

/**
 * Milliseconds of CPU: the server process's, PostgreSQL's, and the whole machine's (those two, the
 * bench's load generator and fake Stripe, the rest of the machine).
 */
export type CpuUse = { serverMs: number; databaseMs: number; machineMs: number }

/**
 * Starts counting the CPU time spent from now; the function returned reads it. Unlike a p99 on
 * two shared cores, the time per request moves little from run to run: it says what a change
 * costs or saves even when the latency is made by the queue.
 */
export function cpuSince(serverPid: number): () => CpuUse {
  const serverTicks = () => processTicks(serverPid)?.ticks ?? Number.NaN
  const start = { server: serverTicks(), database: databaseTicks(), machine: machineTicks() }
  const ms = (ticks: number) => (ticks * 1000) / ticksPerSecond
  return () => ({
    serverMs: ms(serverTicks() - start.server),
    databaseMs: ms(databaseTicks() - start.database),
    machineMs: ms(machineTicks() - start.machine),
  })
}
