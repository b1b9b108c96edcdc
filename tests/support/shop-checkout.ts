/**
 * A purchase as a shop server started by the test itself receives it (start-up tests, benchmark):
 * car screens, which need no account, bought by an anonymous shopper.
 */
export async function firstCarSlug(shopUrl: string): Promise<string> {
  const body = (await (await fetch(`${shopUrl}/api/catalogue/car-models?limit=1`)).json()) as { docs: { slug: string }[] }
  const slug = body.docs[0]?.slug
  if (!slug) throw new Error('aucun modèle de voiture publié')
  return slug
}

export function carCheckoutBody(shopUrl: string, carSlug: string, email: string, quantities: number[] = [1]) {
  return {
    items: quantities.map((quantity) => ({ category: 'ecran-auto', productId: carSlug, quantity })),
    customerInfo: { name: 'Camille Martin', email, address: '3 quai du Port', city: 'Marseille', postalCode: '13002' },
    termsAccepted: true,
    successUrl: `${shopUrl}/success`,
    cancelUrl: `${shopUrl}/commande`,
  }
}
