# syntax=docker/dockerfile:1
# The platform as one image (docs/deploy.md): the web app and the compiled API, run by plain node as a non-root
# user, with Debian's Chromium for the PDF jobs (ROLE=worker or all). Build: docker build -t zadania .

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/editor/package.json packages/editor/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Only what runs: production dependencies of every workspace (the API's, and the packages its bundle imports).
FROM node:20-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/editor/package.json packages/editor/
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts

FROM node:20-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-dejavu-core ca-certificates tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/api/package.json ./apps/api/package.json
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-server ./apps/web/dist-server
COPY --from=build /app/packages ./packages
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Readiness, not liveness: a node shutting down or without its database reports unhealthy.
HEALTHCHECK --interval=5s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# tini forwards SIGTERM to node (PID 1 would ignore it) and reaps Chromium's children.
ENTRYPOINT ["/usr/bin/tini", "--"]
# Without --enable-source-maps: it costs about 40 MB per node (docs/deploy.md); set NODE_OPTIONS to turn it on.
CMD ["node", "apps/api/dist/main.js"]
