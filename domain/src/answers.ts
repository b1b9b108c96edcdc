import * as z from 'zod'

import './zod-french.ts'

/** The answer of an action that has nothing to return but its success. */
export const successAnswerSchema = z.object({ success: z.literal(true) })

/** The answer of an action that says what it did, in French. */
export const messageAnswerSchema = z.object({ success: z.literal(true), message: z.string() })
