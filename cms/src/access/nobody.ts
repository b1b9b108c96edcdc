import type { Access, FieldAccess } from 'payload'

/** Only server code (Local API with access overridden) touches these documents. */
export const nobody: Access = () => false
export const nobodyFieldAccess: FieldAccess = () => false
