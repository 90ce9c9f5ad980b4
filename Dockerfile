# syntax=docker/dockerfile:1

# The shop runs under LiteFS on Fly.io: LiteFS mounts /litefs, runs the migrations (on the
# primary candidate only) and then supervises remix-serve. See litefs.yml and docs/deploy.md.

# ---- deps: every dependency, with the tools to compile native modules -------------------------
# better-sqlite3 falls back to a node-gyp build when no prebuilt binary fits, hence python3,
# make and g++. They stay in this stage and never reach the final image.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update -y \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# npm ci's postinstall applies patches/ (patch-package) to the installed packages.
COPY patches ./patches
# Exactly what the lock file pins (it holds every platform's build: scripts/complete-lockfile.mjs).
RUN npm ci --no-audit --no-fund

# ---- build: the Remix build, then drop the dev dependencies -----------------------------------
FROM deps AS build
WORKDIR /app
COPY . .
RUN npm run build && npm prune --omit=dev

# ---- final: node, LiteFS and the built app ----------------------------------------------------
FROM node:20-bookworm-slim
# fuse3 for the LiteFS mount, ca-certificates for Consul over TLS, sqlite3 for backups and
# inspection from `fly ssh console`.
RUN apt-get update -y \
  && apt-get install -y --no-install-recommends ca-certificates fuse3 sqlite3 \
  && rm -rf /var/lib/apt/lists/*
COPY --from=flyio/litefs:0.5 /usr/local/bin/litefs /usr/local/bin/litefs

WORKDIR /app
# tsx is a production dependency: the migration step runs scripts/migrate.ts, which imports
# db/ and app/platform/ as TypeScript, so those sources ship beside the build.
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/db ./db
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/app ./app
COPY --from=build /app/package.json /app/remix.config.js /app/tsconfig.json ./
COPY litefs.yml /etc/litefs.yml
RUN mkdir -p /litefs /data

# remix-serve listens on 8081; the LiteFS proxy takes 8080 (fly.toml internal_port) in front of
# it. The database lives in the LiteFS mount; uploads and the database backups live on the volume
# mounted at /data (LiteFS allows no folders in its mount), or in the Tigris bucket once
# `fly storage create` has set its secrets (docs/deploy.md, "Uploads and backups in a bucket").
# MALLOC_ARENA_MAX: two malloc arenas instead of one per thread (libuv's, libvips'), so memory
# freed after a burst of image resizing goes back to use rather than staying spread over idle
# arenas (decision 0064). MALLOC_MMAP_THRESHOLD_: every allocation of 128 KiB or more (brotli's
# and zlib's buffers, libvips' tiles) is mapped on its own and handed back to the system when
# freed, instead of glibc raising the threshold and keeping them in its arenas (decision 0105).
ENV NODE_ENV=production \
  MALLOC_ARENA_MAX=2 \
  MALLOC_MMAP_THRESHOLD_=131072 \
  PORT=8081 \
  DATABASE_PATH=/litefs/shop.db \
  UPLOADS_DIR=/data/uploads \
  BACKUP_DIR=/data/backups

# LiteFS runs as root, as its documentation recommends, and starts the app itself (exec in
# litefs.yml).
ENTRYPOINT ["litefs", "mount"]
