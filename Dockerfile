# Three stages: build (the whole workspace), server-deps (the server's production dependencies only) and the
# runtime image, which holds just those dependencies, the built server and domain, and the built client's
# static files: no client packages (React, Vite, GraphiQL's Monaco editor), no compilers, no sources.
#
# Node 24 LTS, pinned to an exact release (the same in every stage and in .nvmrc's major). To bump: change the
# three FROM lines to the new 24.x tag (https://hub.docker.com/_/node), or add @sha256:<digest> after the tag to
# pin the image itself; Renovate's and Dependabot's docker managers update these lines. The install test checks
# they agree, and server/test/foundation/runtime-image.e2e-spec.ts assembles the runtime stage's files from
# this file's COPY lines and starts the server from them (see the README, "Docker").
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24.21.0-bookworm-slim AS server-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY server/package.json server/
COPY client/package.json client/
COPY scripts/prune-runtime-deps.mjs scripts/
# npm keeps a package in server/node_modules when hoisting it would break another package's peer range (ioredis 6:
# typeorm's optional peer is ^5): that folder is copied too, and made (empty) when nothing is nested. Then what Node
# never loads at run time goes (source maps, type declarations, TypeScript, TypeORM's browser build): 175 -> 84 MB.
RUN npm ci --omit=dev --no-audit --no-fund --workspace server && mkdir -p server/node_modules \
  && node scripts/prune-runtime-deps.mjs node_modules server/node_modules

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production DATA_DIR=/data
# A font for the text of the generated link-preview cards (sharp renders their SVG; the slim image has none).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=server-deps /app/node_modules node_modules
COPY --from=server-deps /app/server/node_modules server/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/domain/package.json domain/
COPY --from=build /app/domain/dist domain/dist
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/package.json client/
COPY --from=build /app/client/dist client/dist
# The client's server entry: the public pages drawn by the server (self-contained: no client package is installed here).
COPY --from=build /app/client/dist-ssr client/dist-ssr
# The data folder (embedded database, uploads, outbox) is the one place the server writes: owned by `node`.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000
USER node
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/main.js"]
