# Charter in a container (issue 31): the same `npm start` the scale suite runs three of behind
# nginx (tests/scale), on Debian and the Node LTS package.json asks for. Not built on Charter's
# own CI machine, which reaches no image registry: the parts it runs are what the suite proves.

# Build: every dependency (Vite builds the PWA), then the production ones only.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Run: the built PWA, the server's sources and the domain code it shares with the browser (run
# by tsx, a production dependency), and the production modules; owned by root, run as the
# image's unprivileged `node` user. The PWA's own sources stay behind, and dist/ is marked
# newest, so scripts/start.mjs (which rebuilds when a source is newer) never rebuilds here.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/charter
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/server ./server
COPY --from=build /app/src ./src
COPY --from=build /app/tsconfig.json ./
RUN touch dist/index.html && mkdir -p "$DATA_DIR" && chown node:node "$DATA_DIR"
USER node
EXPOSE 3000
# The process answers (never its dependencies: /readyz is the balancer's question).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node, not npm: SIGTERM from the orchestrator reaches the server, which drains (decision 0094).
CMD ["node", "scripts/start.mjs"]
