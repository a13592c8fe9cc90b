#!/usr/bin/env node
// A bare Apollo Server (the same @apollo/server, Express 5 integration and graphql versions as the
// app, no NestJS, no plugins, no database) for bench/graphql-overhead.mjs: the yardstick for what our
// GraphQL stack adds to the cheapest possible query, `{ __typename }`. Listens on 127.0.0.1:$PORT
// and prints "listening" when ready.
import { createRequire } from 'node:module';

// the server's own copies of the packages
const require = createRequire(new URL('../server/dist/main.js', import.meta.url));
const { ApolloServer } = require('@apollo/server');
const { expressMiddleware } = require('@as-integrations/express5');
const express = require('express');

const server = new ApolloServer({
  typeDefs: 'type Query { hello: String }',
  resolvers: { Query: { hello: () => 'world' } },
});
await server.start();
const app = express();
app.use('/graphql', express.json({ limit: '100kb' }), expressMiddleware(server));
const port = Number(process.env.PORT);
app.listen(port, '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.stop().finally(() => process.exit(0)));
