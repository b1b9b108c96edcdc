import type { EmailMessage } from '../../mail/queue-email.ts'
import { renderEmail, type EmailContent } from '../../emails/layout.ts'

const unsubscribeLabel = 'Se désinscrire de la newsletter'

/**
 * Every newsletter e-mail: the unsubscribe link below the signature, and the same link in the
 * headers that mail clients show as their own 'unsubscribe' button (one click, RFC 8058).
 */
export function newsletterMail(to: string, content: EmailContent, oneClickUrl: string): EmailMessage {
  return { to, ...content, listUnsubscribe: oneClickUrl }
}

type Links = { confirm: string; unsubscribe: string }

/** Double opt-in: the address is only subscribed once this link is opened. */
export function newsletterConfirmationEmail(reference: string, links: Links, validDays: number): EmailContent {
  return renderEmail('Confirmez votre inscription à la newsletter – Ma Boutique Protection', 'Bonjour,', {
    paragraphs: [
      `Nous avons reçu une demande d'inscription à notre newsletter pour cette adresse (référence ${reference}).`,
      `Pour la confirmer, ouvrez le lien ci-dessous dans les ${validDays} jours. Sans confirmation, vous ne recevrez rien.`,
    ],
    action: { label: 'Confirmer mon inscription', url: links.confirm },
    footnote: "Vous n'êtes pas à l'origine de cette demande ? Ignorez simplement cet e-mail.",
    footerLink: { label: unsubscribeLabel, url: links.unsubscribe },
  })
}

/** A sign-up for an address already subscribed: said to its owner only (the answer is the same for all). */
export function newsletterAlreadySubscribedEmail(reference: string, unsubscribe: string): EmailContent {
  return renderEmail('Vous êtes déjà inscrit à la newsletter – Ma Boutique Protection', 'Bonjour,', {
    paragraphs: [
      `Nous avons reçu une nouvelle demande d'inscription pour cette adresse (référence ${reference}) : elle est déjà inscrite à notre newsletter, rien ne change.`,
    ],
    footerLink: { label: unsubscribeLabel, url: unsubscribe },
  })
}

export type CampaignContent = { subject: string; body: string; linkLabel?: string | null; linkUrl?: string | null }

/** A newsletter written by staff: its paragraphs are the blocks of text between blank lines. */
export function newsletterCampaignEmail(campaign: CampaignContent, unsubscribe: string): EmailContent {
  const paragraphs = campaign.body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
  return renderEmail(campaign.subject, 'Bonjour,', {
    paragraphs,
    action: campaign.linkLabel && campaign.linkUrl ? { label: campaign.linkLabel, url: campaign.linkUrl } : undefined,
    footnote: 'Vous recevez cet e-mail parce que vous vous êtes inscrit à la newsletter de Ma Boutique Protection.',
    footerLink: { label: unsubscribeLabel, url: unsubscribe },
  })
}
