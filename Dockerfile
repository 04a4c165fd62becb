# syntax=docker/dockerfile:1
# The news runtime for a deployment past one machine (issue 15, item 5; decision 0040). Not built by CI: there is
# no container engine on the CI machine; tests/deploy-files.test.ts checks this file's shape.

# Build: every dependency, the browser bundle, then only the runtime dependencies are kept.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build && npm prune --omit=dev

# Run: the built client and the server's sources (tsx runs them), as the unprivileged `node` user.
FROM node:20-bookworm-slim AS run
ENV NODE_ENV=production \
    APP_ENV=production \
    PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "server/main.ts"]
