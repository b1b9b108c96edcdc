import cliProgress from 'cli-progress'

export type Progress = {
  start: (label: string, total: number) => void
  tick: () => void
  done: (summary: string) => void
}

/** A bar per collection on a terminal; one summary line per collection in logs and CI. */
export function createProgress(stream: NodeJS.WriteStream = process.stdout): Progress {
  if (!stream.isTTY) {
    return { start: () => undefined, tick: () => undefined, done: (summary) => console.log(`  ${summary}`) }
  }
  let bar: cliProgress.SingleBar | undefined
  return {
    start: (label, total) => {
      bar = new cliProgress.SingleBar(
        { format: `  ${label.padEnd(22)} [{bar}] {value}/{total}`, hideCursor: true, stream },
        cliProgress.Presets.shades_classic,
      )
      bar.start(total, 0)
    },
    tick: () => bar?.increment(),
    done: (summary) => {
      bar?.stop()
      bar = undefined
      console.log(`  ${summary}`)
    },
  }
}
