/** Every form `POST /api/forms/:form` takes, by its name in the path (api-contract). */
import type * as z from 'zod'

import { captureFormSchemas } from './forms.ts'
import { orderSupportBodySchema } from './orders.ts'

export const formSchemas = { ...captureFormSchemas, 'order-support': orderSupportBodySchema } as const
export type FormName = keyof typeof formSchemas
export type FormBody<F extends FormName> = z.infer<(typeof formSchemas)[F]>

export function isFormName(value: string): value is FormName {
  return Object.hasOwn(formSchemas, value)
}
