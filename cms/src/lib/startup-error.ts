/**
 * A refusal to start that the person at the terminal can act on: its French message names the
 * fix, so it is printed alone, without a stack trace.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError'
}
