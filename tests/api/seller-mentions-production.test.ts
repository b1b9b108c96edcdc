import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { settingsMentionsMessages } from '@shop/domain/settings-mentions'
import { customerData } from '@shop/seed/factories'

import { jsonInit, sqlOn } from '../support/api.ts'
import { checkoutBody } from '../support/checkout.ts'
import { validForms } from '../support/forms.ts'
import { startShopServer, testAdmin, type ShopServer } from '../support/shop-server.ts'

/**
 * A production shop of its own (its own database, seeded): the seller's telephone, the
 * publication director, the host and the mediator are required there before any order (L221-5,
 * R111-1, LCEN art. 6-III, L612-1). The settings refuse to lose them, and settings saved before
 * they existed (a database from an older version) close the checkout until staff fill them in.
 * It runs without the reply listener, which the suite's shop has: its e-mails promise accordingly.
 */
describe('a production shop and the seller’s mentions', () => {
  let server: ShopServer
  let admin: string
  const publicUrl = 'https://boutique.example.test'
  // Behind the TLS proxy production wants (FORCE_HTTPS): the proxy tells the shop the visitor came over HTTPS.
  const proxied = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { 'X-Forwarded-Proto': 'https', ...(init.headers as Record<string, string>) } })
  const order = () =>
    proxied(
      '/api/create-payment',
      jsonInit(
        'POST',
        checkoutBody([{ category: 'telephone', productId: 'apple-iphone-15', protection: 'hd-tpu', quantity: 1 }], {
          successUrl: `${publicUrl}/success`,
          cancelUrl: `${publicUrl}/commande`,
        }),
      ),
    )

  beforeAll(async () => {
    server = await startShopServer({
      env: {
        APP_ENV: 'production',
        PUBLIC_URL: publicUrl,
        PAYLOAD_SECRET: 'production-check-secret-of-at-least-32-characters',
        SMTP_URL: 'smtp://127.0.0.1:9',
        // Never reached: the checkout is refused before the payment side is asked.
        STRIPE_SECRET_KEY: 'sk_test_production_check',
        STRIPE_WEBHOOK_SECRET: 'whsec_production_check',
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      },
    })
    const login = await proxied('/api/users/login', jsonInit('POST', testAdmin))
    expect(login.status).toBe(200)
    admin = ((await login.json()) as { token: string }).token
  }, 240_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('refuses to save the settings without a mention the law wants, naming the field', async () => {
    for (const data of [
      { phone: '' },
      { publicationDirector: ' ' },
      { host: { name: 'OVH SAS', address: '', phone: '1007' } },
      { mediator: { name: '' } },
    ]) {
      const res = await proxied('/api/globals/site-settings', jsonInit('POST', data, admin))
      expect(res.status, JSON.stringify(data)).toBe(400)
      expect(JSON.stringify(await res.json())).toContain(settingsMentionsMessages.requiredInProduction)
    }
    const settings = (await (await proxied('/api/globals/site-settings?depth=0')).json()) as { phone: string; host: { address: string } }
    expect(settings.phone).toBeTruthy()
    expect(settings.host.address).toBeTruthy()
  })

  it('without the reply listener (INBOUND_SMTP_PORT), asks a reply to quote the reference rather than promise it joins the request', async () => {
    const { email } = customerData()
    const res = await proxied('/api/forms/contact', jsonInit('POST', validForms(email).contact))
    expect(res.status).toBe(201)
    const { reference } = (await res.json()) as { reference: string }
    // The e-mail as queued in the outbox (this shop's mail server is unreachable).
    const sql = sqlOn(server.databaseUrl)
    await expect
      .poll(async () => (await sql(`select input->>'text' as text from payload_jobs where input->>'to' = $1`, [email]))[0]?.text ?? '')
      .toContain(`Pour compléter votre demande, répondez à ce message en rappelant la référence ${reference}.`)
    const [{ text }] = await sql<{ text: string }>(`select input->>'text' as text from payload_jobs where input->>'to' = $1`, [email])
    expect(text).not.toContain('rejoindra')
  })

  it('takes no order while settings saved before the mentions existed lack one, and says why in its log', async () => {
    const sql = sqlOn(server.databaseUrl)
    const [{ phone }] = await sql<{ phone: string }>('select phone from site_settings')
    await sql('update site_settings set phone = null, publication_director = null')
    try {
      const refused = await order()
      expect(refused.status).toBe(503)
      expect(await refused.json()).toEqual({ success: false, error: settingsMentionsMessages.ordersClosed })
      expect(server.logs()).toContain(settingsMentionsMessages.incomplete(['Téléphone', 'Directeur de la publication']))
    } finally {
      await sql("update site_settings set phone = $1, publication_director = 'Camille Martin'", [phone])
    }
    // Complete again: the checkout goes on to the payment side (unreachable here), not refused for the mentions.
    const res = await order()
    expect(JSON.stringify(await res.json())).not.toContain(settingsMentionsMessages.ordersClosed)
  })
})
