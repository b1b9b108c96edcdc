# The shop as one image: storefront, Payload admin and API on port 3000.
# `build` has every dependency and the sources; `runtime-deps` installs only the packages the
# server loads (no build or test tools); the final image copies only what runs from both —
# built output, production node_modules, package files — never a source, a test or a .env.

# The workspaces' package files, which both installs below start from.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY cms/package.json cms/
COPY storefront/package.json storefront/
COPY seed/package.json seed/
COPY tests/package.json tests/
RUN npm install -g npm@11

FROM manifests AS build
RUN npm ci
COPY . .
# Next's build cache serves the next build only: 100+ MB the image would carry for nothing.
RUN npm run build && rm -rf cms/.next/cache

FROM manifests AS runtime-deps
RUN npm ci --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV APP_ENV=production PORT=3000 DATA_DIR=/data MEDIA_DIR=/data/media MALLOC_ARENA_MAX=2
COPY --from=runtime-deps /app/package.json /app/package-lock.json ./
COPY --from=runtime-deps /app/node_modules node_modules
# cms/package.json makes the server's .js files ES modules, and marks the checkout's root (lib/repo-paths.ts).
COPY --from=runtime-deps /app/cms/package.json cms/
COPY --from=build /app/cms/dist cms/dist
COPY --from=build /app/cms/.next cms/.next
COPY --from=build /app/cms/next.config.mjs cms/
# Read at start by the password rules (auth/common-passwords.ts): the one source file the server opens.
COPY --from=build /app/cms/src/auth/common-passwords.txt cms/src/auth/
COPY --from=build /app/storefront/dist storefront/dist
COPY --from=build /app/public public
# BACKUP_DIR's usual place (docker-compose.yml): a volume mounted there starts owned by the shop's user.
RUN mkdir -p /data/media /backups && chown -R node:node /data /backups
USER node
EXPOSE 3000
# Straight to the instance over plain HTTP: /api/health is the one path production's HTTPS redirect
# (FORCE_HTTPS) leaves alone.
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--conditions=production", "--max-old-space-size=256", "cms/dist/server/main.js"]
