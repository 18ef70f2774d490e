# The sports centre's app in one image: the compiled server and web build on Node 20 (docs/decisions/0048).
# BASE is the official Node image; a machine without Docker Hub builds with a local copy of it
# (--build-arg BASE=localhost/node20-base).
ARG BASE=node:20-bookworm-slim

# Compiles dist/ (web build, server-rendering bundle, server with its migrations) with every dependency.
FROM ${BASE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The production dependencies as the lockfile has them. The server bundle loads only PGlite, sharp (with its
# prebuilt libvips package) and pdfmake from node_modules; nothing is downloaded when the container starts.
FROM ${BASE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${BASE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# A user of its own with a fixed id, so a bind-mounted data folder can be given to it (chown 10001).
RUN groupadd --gid 10001 sportzentrum \
 && useradd --no-log-init --uid 10001 --gid sportzentrum --home-dir /app --no-create-home --shell /usr/sbin/nologin sportzentrum \
 && mkdir -p /data \
 && chown sportzentrum:sportzentrum /data
# The code stays owned by root: the app's user can read it but not change it; it writes only to /data.
# package.json makes dist/*.js ES modules ("type": "module").
COPY package.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER sportzentrum
# Database (PGlite, when DATABASE_URL is unset), media library, generated keys and the backup socket.
VOLUME ["/data"]
EXPOSE 3000
# Answers 503 while the database is unreachable or the server is shutting down.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server finishes requests in flight, its jobs and the database within 15 s of SIGTERM, then exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/index.js"]
