import { appendFileSync } from 'node:fs'

import type { Reporter, TestModule } from 'vitest/node'

/**
 * Appends each test file's duration to TEST_TIMINGS_FILE (one JSON line per file), from which
 * `npm test` prints the slowest files of every suite at the end; nothing without the variable.
 */
export default class FileTimings implements Reporter {
  onTestModuleEnd(testModule: TestModule): void {
    const file = process.env.TEST_TIMINGS_FILE
    if (!file) return
    const { duration, collectDuration, setupDuration } = testModule.diagnostic()
    const line = {
      suite: testModule.project.name,
      file: testModule.relativeModuleId,
      ms: Math.round(duration + collectDuration + setupDuration),
    }
    appendFileSync(file, `${JSON.stringify(line)}\n`)
  }
}
