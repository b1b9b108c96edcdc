/**
 * What a form shows besides its schema, zod-free: the footer's newsletter form paints with it
 * before its schema loads.
 */
import type { FormName } from './form-schemas.ts'

/**
 * The text each form's consent box shows (the /suivi support form has none). The server stores
 * the one of the form received with the submission (proof of consent: what was agreed to, and when).
 */
export const consentTexts: Partial<Record<FormName, string>> = {
  contact: "J'accepte que mes données soient utilisées pour traiter ma demande, conformément à la politique de confidentialité.",
  'faq-contact': "J'accepte que mes données soient utilisées pour traiter ma demande, conformément à la politique de confidentialité.",
  'warranty-claim': "J'accepte la politique de confidentialité et le traitement de mes données pour l'étude de ma réclamation.",
  retractation:
    'Je déclare exercer mon droit de rétractation pour la commande indiquée ci-dessus, conformément à l’article L221-18 du Code de la consommation.',
  'legal-contact': "J'accepte que mes données soient utilisées pour traiter ma demande, conformément à la politique de confidentialité.",
  'cookie-contact': "J'accepte que mes données soient utilisées pour traiter ma demande, conformément à la politique de confidentialité.",
  newsletter: "J'accepte de recevoir la newsletter et je peux me désinscrire à tout moment.",
}

/**
 * A field robots fill and people never see: a submission carrying it is answered like any other
 * and stored nowhere.
 */
export const honeypotField = 'website'
