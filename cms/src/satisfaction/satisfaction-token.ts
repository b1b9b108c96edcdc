import { ratings, satisfactionTokenPattern, type Rating } from '@shop/domain/satisfaction'

import { sameSecret, signature } from '../security/tokens.ts'

/**
 * The server's secret over the order's id and the rating, like the order's tracking key
 * (../orders/order-tracking-key.ts): nothing is stored per link, a link records only its own
 * rating for its own order, and the label keeps it apart from the other HMACs of the secret.
 */
export function satisfactionToken(secret: string, orderId: number, rating: Rating): string {
  return `${orderId}.${rating}.${signature(secret, `order-satisfaction:${orderId}:${rating}`)}`
}

/** The order and rating a token was signed for, or null for a forged one (compared in constant time). */
export function readSatisfactionToken(secret: string, token: string): { orderId: number; rating: Rating } | null {
  const match = satisfactionTokenPattern.exec(token)
  const orderId = Number(match?.[1])
  const rating = ratings.find((value) => value === Number(match?.[2]))
  if (!match || !Number.isSafeInteger(orderId) || rating === undefined) return null
  return sameSecret(token, satisfactionToken(secret, orderId, rating)) ? { orderId, rating } : null
}
