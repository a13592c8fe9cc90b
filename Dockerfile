# Build: the whole workspace (domain, server, client); run: the compiled server serving the built client.
# Node 24 LTS, pinned to an exact release (the same in both stages and in .nvmrc's major). To bump: change both
# FROM lines to the new 24.x tag (https://hub.docker.com/_/node), or add @sha256:<digest> after the tag to pin the
# image itself; Renovate's and Dependabot's docker managers update these lines. The install test checks they agree.
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production
# A font for the text of the generated link-preview cards (sharp renders their SVG; the slim image has none).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/domain/package.json domain/
COPY --from=build /app/domain/dist domain/dist
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/package.json client/
COPY --from=build /app/client/dist client/dist
RUN mkdir -p /data && chown node:node /data
EXPOSE 3000
USER node
CMD ["node", "server/dist/main.js"]
