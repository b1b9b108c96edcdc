import { appendFileSync } from 'node:fs'
import path from 'node:path'

import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Appends each spec file's time (its tests' durations added up, retries included) to
 * TEST_TIMINGS_FILE, as tests/support/vitest-file-timings.ts does for the vitest suites.
 */
export default class FileTimings implements Reporter {
  private readonly perFile = new Map<string, number>()

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file)
    this.perFile.set(file, (this.perFile.get(file) ?? 0) + result.duration)
  }

  onEnd(): void {
    const file = process.env.TEST_TIMINGS_FILE
    if (!file) return
    for (const [spec, ms] of this.perFile) appendFileSync(file, `${JSON.stringify({ suite: 'e2e', file: spec, ms })}\n`)
  }

  printsToStdio(): boolean {
    return false
  }
}
