// Ports of `npm run dev` (scripts/dev.mjs), read by the Vite config too so the proxy and the API agree.
// The API (the NestJS server, GraphQL and REST) listens on 3001, the development API port of the original
// site's client; Vite serves the client with hot reload on 5173 and forwards the server's paths to the API.
// `npm start` (production) serves everything, API and built client, on one port: PORT, 3000 by default.
export const DEV_API_PORT = 3001;
export const DEV_CLIENT_PORT = 5173;
// The paths Vite forwards to the API are the server's own: SERVER_PATHS in @pepper-atlas/domain (server-paths.ts).
