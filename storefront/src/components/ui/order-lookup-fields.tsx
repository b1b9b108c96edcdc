import { TextField } from './text-field'

/**
 * An order named without an account, in a `<Form>` holding `orderNumber` and `email`: its number
 * and the e-mail it was placed with (/suivi, online withdrawal).
 */
export function OrderLookupFields() {
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField label="Numéro de commande" name="orderNumber" placeholder="MBP-JJMMAAAA-NNNN" autoCapitalize="characters" required />
      <TextField label="Email" name="email" type="email" autoComplete="email" hint="L'adresse utilisée lors de l'achat." required />
    </div>
  )
}
