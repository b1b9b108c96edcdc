import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Absolute folders of the checkout, whatever the current working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
export const cmsRoot = path.join(repoRoot, 'cms')
export const storefrontDist = path.join(repoRoot, 'storefront', 'dist')
export const publicDir = path.join(repoRoot, 'public')
