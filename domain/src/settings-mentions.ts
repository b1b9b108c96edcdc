import type { DeliveryMode } from './delivery.ts'
import { formatCents } from './money.ts'
import { paymentMethodsPlaceholder, paymentMethodsText, type PaymentMethodId } from './payment-methods.ts'
import { deliveryDelayText, replyDelayText } from './shop-promises.ts'

/**
 * What the legal texts (legal notices, terms of sale, privacy policy, FAQ) take from the site
 * settings rather than copy: the seller's telephone, the publication director, the host and the
 * consumer mediator (R111-1, LCEN art. 6-III, L612-1), and what the shop promises or applies
 * (payment methods, delivery modes, reply delay, how long requests are kept). The texts carry a
 * placeholder; the server puts the settings' value there each time a page, a PDF or an e-mail is
 * made, so that a staff edit shows everywhere at once and the texts never disagree.
 */
export type SettingsMentions = {
  paymentMethods: readonly PaymentMethodId[]
  phone?: string | null
  publicationDirector?: string | null
  host?: { name?: string | null; address?: string | null; phone?: string | null } | null
  mediator?: { name?: string | null; address?: string | null; website?: string | null } | null
  emailReplyDelay: string
  submissionRetentionMonths: number
  warrantyDays: number
  /** The modes offered now (the catalogue's), in display order. */
  deliveryModes: readonly DeliveryMode[]
}

export const settingsPlaceholders = {
  paymentMethods: paymentMethodsPlaceholder,
  phone: '{téléphone}',
  publicationDirector: '{directeur de la publication}',
  host: '{hébergeur}',
  mediator: '{médiateur}',
  emailReplyDelay: '{délai de réponse}',
  submissionRetentionMonths: '{conservation des demandes}',
  warrantyDays: '{durée de garantie}',
  deliveryModes: '{modes de livraison}',
} as const satisfies Record<keyof SettingsMentions, string>

/** What a text says where the settings leave a mention empty (production refuses to save it so). */
const notSet = '(non renseigné)'

/** A multi-line postal address on one line: « 2 rue Kellermann, 59100 Roubaix ». */
const oneLine = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ')

const joined = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ')

const mentions: Record<keyof SettingsMentions, (values: SettingsMentions) => string> = {
  paymentMethods: ({ paymentMethods }) => paymentMethodsText(paymentMethods),
  phone: ({ phone }) => phone || notSet,
  publicationDirector: ({ publicationDirector }) => publicationDirector || notSet,
  host: ({ host }) => (host?.name ? joined([host.name, oneLine(host.address), host.phone && `tél. ${host.phone}`]) : notSet),
  mediator: ({ mediator }) => (mediator?.name ? joined([mediator.name, oneLine(mediator.address), mediator.website]) : notSet),
  emailReplyDelay: ({ emailReplyDelay }) => replyDelayText(emailReplyDelay),
  submissionRetentionMonths: ({ submissionRetentionMonths }) => `${submissionRetentionMonths} mois`,
  warrantyDays: ({ warrantyDays }) => `${warrantyDays} jour${warrantyDays > 1 ? 's' : ''}`,
  // « Livraison standard : gratuite, en 2 à 3 jours ouvrés ; Livraison express : 9,99 €, en 1 jour ouvré »
  deliveryModes: ({ deliveryModes }) =>
    deliveryModes.length === 0
      ? 'aucun mode de livraison n’est proposé pour le moment'
      : deliveryModes
          .map(
            (mode) => `${mode.name} : ${mode.priceCents === 0 ? 'gratuite' : formatCents(mode.priceCents)}, en ${deliveryDelayText(mode)}`,
          )
          .join(' ; '),
}

const placeholderKeys = Object.keys(settingsPlaceholders) as (keyof SettingsMentions)[]

/** Whether `text` names anything of the settings (a text without a placeholder needs no read). */
export const namesSettingsMentions = (text: string) => placeholderKeys.some((key) => text.includes(settingsPlaceholders[key]))

/** `text` with each placeholder replaced by the settings' value. */
export function withSettingsMentions(text: string, values: SettingsMentions): string {
  return placeholderKeys.reduce(
    (result, key) =>
      result.includes(settingsPlaceholders[key]) ? result.replaceAll(settingsPlaceholders[key], mentions[key](values)) : result,
    text,
  )
}

export const settingsMentionsMessages = {
  requiredInProduction: 'Obligatoire en production : les mentions légales et les conditions générales le citent avant toute commande.',
  incomplete: (missing: readonly string[]) =>
    `Mentions obligatoires manquantes dans les paramètres du site : ${missing.join(', ')}. Les commandes sont refusées tant qu’elles manquent : renseignez-les dans l’administration (Paramètres du site).`,
  ordersClosed: 'La boutique ne peut pas prendre de commande pour le moment. Veuillez réessayer plus tard.',
} as const
