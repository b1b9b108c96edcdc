import type { Access, FieldAccess } from 'payload'

/** Only server code (Local API with access overridden) touches these documents. */
export const nobody: Access = () => false
export const nobodyFieldAccess: FieldAccess = () => false
/** Collections whose users never open the admin panel (customers sign in on the storefront). */
export const nobodyPanelAccess = (): boolean => false
