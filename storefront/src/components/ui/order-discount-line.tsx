import { formatCents, toCents } from '@shop/domain/money'
import type { OrderDiscount } from '@shop/domain/client-orders'

/** A promo code's discount on an order's lines, as the customer's pages show it above the total. */
export function OrderDiscountLine({ discount, className }: { discount: OrderDiscount; className?: string }) {
  if (!discount) return null
  return (
    <p className={className ?? 'flex justify-between border-t border-slate-200 py-3 text-sm'}>
      <span>{discount.label}</span>
      <span className="whitespace-nowrap text-emerald-700">{formatCents(-toCents(discount.amount))}</span>
    </p>
  )
}
