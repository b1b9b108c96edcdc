import { paymentMethodName, type PaymentMethodId } from '@shop/domain/payment-methods'

/**
 * Payment method marks as inline SVG (no external image: the CSP allows our own origin only).
 * Each is an image with its accessible name.
 */
type PaymentIconProps = { className?: string }

const frame = 'h-8 w-12'
const textProps = {
  fontFamily: 'Arial, Helvetica, sans-serif',
  fontWeight: 700,
  textAnchor: 'middle',
} as const

function VisaIcon({ className = frame }: PaymentIconProps) {
  return (
    <svg viewBox="0 0 48 32" role="img" aria-label="Visa" className={className}>
      <rect x=".5" y=".5" width="47" height="31" rx="4" fill="#ffffff" stroke="#cbd5e1" />
      <text x="24" y="21" fontSize="13" fontStyle="italic" fill="#1a1f71" {...textProps}>
        VISA
      </text>
    </svg>
  )
}

function MastercardIcon({ className = frame }: PaymentIconProps) {
  return (
    <svg viewBox="0 0 48 32" role="img" aria-label="Mastercard" className={className}>
      <rect x=".5" y=".5" width="47" height="31" rx="4" fill="#ffffff" stroke="#cbd5e1" />
      <circle cx="19.5" cy="16" r="8" fill="#eb001b" />
      <circle cx="28.5" cy="16" r="8" fill="#f79e1b" />
      <path d="M24 9.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2z" fill="#ff5f00" />
    </svg>
  )
}

function AmexIcon({ className = frame }: PaymentIconProps) {
  return (
    <svg viewBox="0 0 48 32" role="img" aria-label="American Express" className={className}>
      <rect width="48" height="32" rx="4" fill="#1f72cd" />
      <text x="24" y="20" fontSize="10" fill="#ffffff" {...textProps}>
        AMEX
      </text>
    </svg>
  )
}

function CarteBancaireIcon({ className = frame }: PaymentIconProps) {
  return (
    <svg viewBox="0 0 48 32" role="img" aria-label="Carte Bancaire" className={className}>
      <rect width="48" height="32" rx="4" fill="#0b4f8a" />
      <text x="24" y="21" fontSize="14" fill="#ffffff" {...textProps}>
        CB
      </text>
    </svg>
  )
}

type PaymentIconsProps = {
  /** The methods the site settings announce; none while they load. */
  methods: readonly PaymentMethodId[]
}

/** The card's brands when the card is offered, then each other method by its name. */
export function PaymentIcons({ methods }: PaymentIconsProps) {
  const others = methods.filter((method) => method !== 'card')
  return (
    <ul className="flex min-h-8 flex-wrap items-center gap-2" aria-label="Moyens de paiement acceptés">
      {methods.includes('card') ? (
        <>
          <li>
            <CarteBancaireIcon />
          </li>
          <li>
            <VisaIcon />
          </li>
          <li>
            <MastercardIcon />
          </li>
          <li>
            <AmexIcon />
          </li>
        </>
      ) : null}
      {others.map((method) => (
        <li key={method} className="flex h-8 items-center rounded-sm bg-white px-2 text-xs font-bold text-slate-800 ring-1 ring-slate-300">
          {paymentMethodName(method)}
        </li>
      ))}
    </ul>
  )
}
