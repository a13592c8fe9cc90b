// Ports of `npm run dev` (scripts/dev.mjs), read by the Vite config too so the proxy and the API agree.
// The API (the NestJS server, GraphQL and REST) listens on 3001, the development API port of the original
// site's client; Vite serves the client with hot reload on 5173 and forwards the server's paths to the API.
// `npm start` (production) serves everything, API and built client, on one port: PORT, 3000 by default.
export const DEV_API_PORT = 3001;
export const DEV_CLIENT_PORT = 5173;
/** Paths Vite forwards to the API in development: everything the server answers itself. */
export const DEV_PROXY_PATHS = ['/graphql', '/api', '/uploads', '/chillies', '/cards', '/health'];
