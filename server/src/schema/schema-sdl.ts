import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { buildClientSchema, type GraphQLSchema, introspectionFromSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { AUDIT_RESOLVERS } from '../audit/audit.module.js';
import { API_KEYS_RESOLVERS } from '../apikeys/api-keys.module.js';
import { BUDGETS_RESOLVERS } from '../budgets/budgets.module.js';
import { AUTH_RESOLVERS } from '../auth/auth.module.js';
import { DASHBOARD_RESOLVERS } from '../dashboard/dashboard.module.js';
import { REPORTS_RESOLVERS } from '../reports/reports.module.js';
import { SETTINGS_RESOLVERS } from '../settings/settings.module.js';
import { CONTENT_RESOLVERS } from '../content/content.module.js';
import { PEPPERS_RESOLVERS } from '../peppers/peppers.module.js';
import { TOPICS_RESOLVERS } from '../topics/topics.module.js';
import { USERS_RESOLVERS } from '../users/users.module.js';
import { MAIL_RESOLVERS } from '../mail/mail.module.js';
import { NOTIFICATIONS_RESOLVERS } from '../inbox/inbox.module.js';
import { NOTIFICATION_MAIL_RESOLVERS } from '../notification-mail/notification-mail.module.js';

/** Every resolver of the API; the drift test checks this list against the running app. */
export const RESOLVERS = [...AUTH_RESOLVERS, ...USERS_RESOLVERS, ...PEPPERS_RESOLVERS, ...TOPICS_RESOLVERS, ...CONTENT_RESOLVERS,
  ...REPORTS_RESOLVERS, ...SETTINGS_RESOLVERS, ...AUDIT_RESOLVERS, ...DASHBOARD_RESOLVERS, ...MAIL_RESOLVERS,
  ...NOTIFICATIONS_RESOLVERS, ...NOTIFICATION_MAIL_RESOLVERS, ...API_KEYS_RESOLVERS, ...BUDGETS_RESOLVERS];

/** One printer for the committed file and for the running app, so they compare exactly. */
export function printNormalisedSchema(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(buildClientSchema(introspectionFromSchema(schema)))) + '\n';
}

/** The SDL of the code-first schema, built without a database. */
export async function buildSchemaSdl(): Promise<string> {
  const app = await NestFactory.createApplicationContext(GraphQLSchemaBuilderModule, { logger: false });
  try {
    const factory = app.get(GraphQLSchemaFactory);
    return printNormalisedSchema(await factory.create(RESOLVERS));
  } finally {
    await app.close();
  }
}
