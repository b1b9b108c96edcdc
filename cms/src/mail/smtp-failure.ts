/** What nodemailer attaches to a failed send (smtp-connection's `_formatError`). */
type SmtpError = Error & { permanent?: boolean; command?: string; response?: string }

export type SmtpFailure = {
  /** The reason, in French, as administrators read it on the e-mail. */
  reason: string
  /** Sending the same message again would get the same answer. */
  final: boolean
}

/**
 * A 5xx reply to the recipient or to the message itself (an unknown mailbox, a refused content)
 * will be repeated to every new attempt: the send has failed for good. Everything else may pass
 * later: the server unreachable or busy, a 4xx reply, and also a refused login or sender, which
 * are the shop's settings to fix for every e-mail at once, not this e-mail's fault.
 */
export function smtpFailure(error: unknown): SmtpFailure {
  const { permanent, command, response, message }: SmtpError = error instanceof Error ? error : new Error(String(error))
  if (!response) return { reason: `Serveur de messagerie injoignable : ${message}`, final: false }
  if (permanent && (command === 'RCPT TO' || command === 'DATA')) {
    return { reason: `Refus définitif du serveur de messagerie : ${response}`, final: true }
  }
  return { reason: `Refus du serveur de messagerie : ${response}`, final: false }
}
