import express from 'express'

import { refuseEncodedNul, refuseNulStrings } from './nul-characters.ts'

/** Our JSON endpoints take small forms. */
export const jsonBodyMaxBytes = 64 * 1024

/** The readers our routes put in front of their handlers, with the same bound. */
export const jsonBody = express.json({ limit: jsonBodyMaxBytes, reviver: refuseNulStrings })
export const formBody = express.urlencoded({ extended: false, limit: jsonBodyMaxBytes, verify: refuseEncodedNul })
