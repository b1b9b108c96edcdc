import { TextField } from './text-field'

export type OrderLookup = { orderNumber: string; email: string }

type OrderLookupFieldsProps = {
  value: OrderLookup
  onChange: (value: OrderLookup) => void
  errors: Partial<Record<keyof OrderLookup, string>>
}

/** An order named without an account: its number and the e-mail it was placed with (/suivi, online withdrawal). */
export function OrderLookupFields({ value, onChange, errors }: OrderLookupFieldsProps) {
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField
        label="Numéro de commande"
        name="orderNumber"
        placeholder="MBP-JJMMAAAA-NNNN"
        autoCapitalize="characters"
        required
        value={value.orderNumber}
        onChange={(event) => onChange({ ...value, orderNumber: event.target.value })}
        error={errors.orderNumber}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        hint="L'adresse utilisée lors de l'achat."
        required
        value={value.email}
        onChange={(event) => onChange({ ...value, email: event.target.value })}
        error={errors.email}
      />
    </div>
  )
}
