import { cn } from '../../lib/cn'

type PostalAddressProps = { name?: string; street: string; postalCode: string; city: string; country: string; className?: string }

/** A delivery address laid out as on an envelope. */
export function PostalAddress({ name, street, postalCode, city, country, className }: PostalAddressProps) {
  return (
    <address className={cn('text-sm text-slate-700 not-italic', className)}>
      {name ? (
        <>
          {name}
          <br />
        </>
      ) : null}
      {street}
      <br />
      {postalCode} {city}
      <br />
      {country}
    </address>
  )
}
