# The shop as one image: storefront, Payload admin and API on port 3000.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY cms/package.json cms/
COPY storefront/package.json storefront/
COPY seed/package.json seed/
COPY tests/package.json tests/
RUN npm install -g npm@11 && npm ci
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV APP_ENV=production PORT=3000 DATA_DIR=/data MEDIA_DIR=/data/media MALLOC_ARENA_MAX=2
COPY --from=build /app /app
RUN mkdir -p /data/media && chown -R node:node /data
USER node
EXPOSE 3000
# Straight to the instance over plain HTTP: /api/health is the one path production's HTTPS redirect
# (FORCE_HTTPS) leaves alone.
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--conditions=production", "--max-old-space-size=256", "cms/dist/server/main.js"]
