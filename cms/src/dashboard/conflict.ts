import { HttpError } from '../http/http-error.ts'

/**
 * A 409 that carries the fresh state (`{success:false, error, order}`): the administrator who lost
 * the race sees at once what the other one did, without another request.
 */
export class ConflictWithState extends HttpError {
  readonly state: Record<string, unknown>

  constructor(message: string, state: Record<string, unknown>) {
    super(409, message)
    this.state = state
  }

  override body() {
    return { ...super.body(), ...this.state }
  }
}
