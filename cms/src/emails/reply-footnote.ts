import { env } from '../lib/env.ts'

/**
 * The invitation to answer a request's e-mail. A reply joins the request only where the listener
 * (INBOUND_SMTP_PORT, ../inbound-mail) takes replies in; without it the reply still reaches the
 * support mailbox (../mail/reply-address.ts), where the reference lets staff find the request.
 * `invitation` ends with the verb: « Une question ? Répondez ».
 */
export function replyFootnote(invitation: string, reference: string): string {
  return env().INBOUND_SMTP_PORT
    ? `${invitation} simplement à ce message : votre réponse rejoindra la demande ${reference}.`
    : `${invitation} à ce message en rappelant la référence ${reference}.`
}
