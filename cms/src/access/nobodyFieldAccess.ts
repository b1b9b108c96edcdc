import type { FieldAccess } from 'payload'

/** Fields only server code writes (hashes, links to other accounts). */
export const nobodyFieldAccess: FieldAccess = () => false
