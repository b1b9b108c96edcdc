import type { Access } from 'payload'

/** Only server code (Local API with access overridden) touches these documents. */
export const nobody: Access = () => false
