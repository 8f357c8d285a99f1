# syntax=docker/dockerfile:1
# Drivefair: one Node service. Build stage → production dependencies → slim runtime.

FROM node:20-bookworm-slim AS base
WORKDIR /app
# better-sqlite3 builds from source on Node 20 (no network fetch of prebuilt binaries).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./

FROM base AS build
RUN npm ci
COPY . .
# The pages made at build carry the public addresses (canonical links, claim links): give the real ones,
# `docker build --build-arg SITE_URL=... --build-arg CLAIM_APP_URL=...`, and the same at run. Unset, they
# are made for the defaults, and a server run with others makes its own once before it listens (README, Deployment).
ARG SITE_URL
ARG CLAIM_APP_URL
RUN node build.mjs --clean

FROM base AS prod-deps
RUN npm ci --omit=dev && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
# METRICS_HOST=0.0.0.0: loopback inside a container reaches nothing outside it. The admin port (/metrics,
# /healthz, /readyz) is published only when asked (-p): to a private network, never the internet (README, Deployment).
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    METRICS_PORT=9464 \
    METRICS_HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# `npm start`, `npm run reviews:export` and the moderation command `npm run reviews` run ensure-build
# first: with dist/ here and no sources it finds nothing to build and lets the command run (issues 20, 46).
COPY --from=build /app/scripts/ensure-build.mjs ./scripts/
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
# 3000: the site; 9464: the admin listener, for the operator's network only.
EXPOSE 3000 9464
# The embedded review store (used when DATA_STORE_URL is unset) lives here.
VOLUME ["/data"]
# On the site's port, from inside the container: it answers whatever METRICS_HOST is.
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains in-flight requests and exits 0 (server/start/main.ts).
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/index.js"]
