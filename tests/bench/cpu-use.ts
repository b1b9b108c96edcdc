import { readFileSync } from 'node:fs'

/** What /proc counts CPU time in (USER_HZ): 100 ticks a second on Linux. */
const ticksPerSecond = 100

/** A process's user and system time, in ticks. */
function processTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // After the command's closing parenthesis, from the state (field 3): utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/** Every core's busy time, in ticks: all of /proc/stat's first line but idle and iowait. */
function machineTicks(): number {
  const values = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number)
  return values.reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0)
}

/** Milliseconds of CPU: the server process's, and the whole machine's (the server, PostgreSQL, the bench). */
export type CpuUse = { serverMs: number; machineMs: number }

/**
 * Starts counting the CPU time spent from now; the function returned reads it. Unlike a p99 on
 * two shared cores, the time per request moves little from run to run: it says what a change
 * costs or saves even when the latency is made by the queue.
 */
export function cpuSince(serverPid: number): () => CpuUse {
  const server = processTicks(serverPid)
  const machine = machineTicks()
  const ms = (ticks: number) => (ticks * 1000) / ticksPerSecond
  return () => ({ serverMs: ms(processTicks(serverPid) - server), machineMs: ms(machineTicks() - machine) })
}
