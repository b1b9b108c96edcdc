/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Backend origin; empty (default) means the shop's own origin. Checked in src/config/env.ts. */
  readonly VITE_API_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
