import {
  claimProblems,
  claimProducts,
  contactSubjects,
  cookieSubjects,
  faqSubjects,
  legalSubjects,
  withdrawalReasons,
} from '@shop/domain/forms'
import type { FormBody, FormName } from '@shop/domain/form-schemas'
import type { ticketCategories, TicketField, TicketSource } from '@shop/domain/tickets'

/** The forms that become a ticket: all but the newsletter, which has its own list. */
export type TicketForm = Exclude<FormName, 'newsletter'>

/** What a ticket holds of a form: the sender, and each field as staff read it (labels, not codes). */
export type TicketFields = { source: TicketSource; category: (typeof ticketCategories)[number]; name: string; email: string } & Partial<
  Record<Exclude<TicketField, 'name' | 'email' | 'withdrawnAt'>, string>
>

type Category = TicketFields['category']

/** The contact forms' subjects that say which team should answer; the rest is information. */
const categoryOfSubject: Partial<Record<string, Category>> = {
  commande: 'Commande',
  order: 'Commande',
  installation: 'Installation',
  garantie: 'Garantie',
  warranty: 'Garantie',
}

const contact =
  <F extends 'contact' | 'faq-contact' | 'legal-contact' | 'cookie-contact'>(source: F, subjects: Record<FormBody<F>['subject'], string>) =>
  (body: FormBody<F>): TicketFields => ({
    source,
    category: categoryOfSubject[body.subject] ?? 'Information',
    name: body.name,
    email: body.email,
    phone: 'phone' in body ? body.phone : undefined,
    subject: subjects[body.subject as FormBody<F>['subject']],
    message: body.message,
  })

export const ticketOfForm: { [F in TicketForm]: (body: FormBody<F>) => TicketFields } = {
  contact: contact('contact', contactSubjects),
  'faq-contact': contact('faq-contact', faqSubjects),
  'legal-contact': contact('legal-contact', legalSubjects),
  'cookie-contact': contact('cookie-contact', cookieSubjects),
  'order-support': (body) => ({
    source: 'order-support',
    category: 'Commande',
    name: body.name,
    email: body.email,
    orderNumber: body.orderNumber || undefined,
    message: body.message,
  }),
  'warranty-claim': (body) => ({
    source: 'warranty-claim',
    category: 'Garantie',
    name: `${body.prenom} ${body.nom}`,
    email: body.email,
    phone: body.telephone,
    orderNumber: body.commande.toUpperCase(),
    product: claimProducts[body.produit],
    problem: claimProblems[body.probleme],
    message: body.description,
  }),
  retractation: (body) => ({
    source: 'retractation',
    category: 'Commande',
    name: `${body.firstname} ${body.lastname}`,
    email: body.email,
    orderNumber: body.orderNumber,
    orderDate: body.orderDate,
    productDetails: body.productDetails,
    reason: body.reason ? withdrawalReasons[body.reason] : undefined,
    otherReason: 'otherReason' in body ? body.otherReason : undefined,
  }),
}
