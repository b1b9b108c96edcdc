import { customerData, uniqueClientIp } from '@shop/seed/factories'

import { request, sql } from './api.ts'

/** A form as the storefront posts it: JSON (default) or urlencoded, from an address of its own. */
export function submitForm(form: string, body: Record<string, unknown>, { ip = uniqueClientIp(), urlencoded = false } = {}) {
  return request(`/api/forms/${form}`, {
    method: 'POST',
    headers: { 'Content-Type': urlencoded ? 'application/x-www-form-urlencoded' : 'application/json', 'X-Forwarded-For': ip },
    body: urlencoded ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  })
}

/** A warranty claim as multipart, with its photos in the `photos` field. */
export function submitClaim(fields: Record<string, string>, photos: { data: Buffer; name: string; type: string }[], ip = uniqueClientIp()) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const photo of photos) form.append('photos', new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.name)
  return request('/api/forms/warranty-claim', { method: 'POST', body: form, headers: { 'X-Forwarded-For': ip } })
}

/** A valid body of each form, from a sender of its own. */
export function validForms(email = customerData().email) {
  return {
    contact: {
      name: 'Camille Martin',
      email,
      phone: '06 12 34 56 78',
      subject: 'produit',
      message: 'Avez-vous un film pour le Pixel 9 ?',
      consent: true,
    },
    'faq-contact': { name: 'Camille Martin', email, subject: 'installation', message: 'Des bulles restent après 48 h.', consent: true },
    'warranty-claim': {
      nom: 'Martin',
      prenom: 'Camille',
      email,
      telephone: '',
      commande: 'MBP-01112026-0001',
      produit: 'privacy',
      probleme: 'decollement',
      description: 'Le film se décolle dans le coin supérieur.',
      consent: 'true',
    },
    retractation: {
      lastname: 'Martin',
      firstname: 'Camille',
      email,
      orderNumber: 'MBP-01112026-0001',
      orderDate: '2026-11-01',
      productDetails: 'Protection anti-espion iPhone 16',
      reason: 'other',
      otherReason: 'Commandé deux fois',
      consent: true,
    },
    'legal-contact': { name: 'Camille Martin', email, subject: 'data_protection', message: 'Quelles données gardez-vous ?', consent: true },
    'cookie-contact': { name: 'Camille Martin', email, subject: 'cookies_info', message: 'Quels cookies déposez-vous ?', consent: true },
    'order-support': { name: 'Camille Martin', email, message: 'Où en est mon colis ?' },
  }
}

export async function ticketsOf(email: string) {
  return sql('select * from tickets where email = $1 order by id', [email])
}

/** The shop's own addresses, from site-settings. */
export async function shopAddresses(): Promise<{ contact: string; support: string }> {
  const [row] = await sql('select email, support_email from site_settings')
  return { contact: row.email, support: row.support_email }
}
