import * as z from 'zod'
import { fr } from 'zod/locales'

/**
 * zod's own texts (wrong type, too long, unknown option…) reach shoppers and staff wherever a
 * rule carries no message of ours: they must be French too. Every domain module with a schema
 * imports this file, so whichever side parses, the texts are set before the first parse.
 */
z.config(fr())

/**
 * No compiled parsers: zod's fast path builds functions with `new Function`, which the shop's
 * Content Security Policy (no 'unsafe-eval') refuses, leaving a violation on every page that parses.
 */
z.config({ jitless: true })
