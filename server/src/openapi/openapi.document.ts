import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { BEARER, controllersOf, documentAccess } from './documented-access.js';
import { REST_RESOURCE } from '../common/rest/rest-resource.decorator.js';
import { documentValidatedClasses } from './validated-properties.js';

/** Where the running app serves the document and its reader (Swagger UI, from npm: no CDN). */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const OPENAPI_UI_PATH = '/api/docs';

const DESCRIPTION = [
  'The REST API of Pepper Atlas, the chili pepper encyclopedia and forum: the pepper catalogue, forum topics and comments, member profiles and the site\'s administration.',
  'Reading the catalogue and the forum needs no account. To write, sign in with `POST /api/users/login` (or create an account with `POST /api/users/register`) and send the `accessToken` it answers in an `Authorization: Bearer <token>` header.',
  'The same data is also available through the GraphQL API at `/graphql`, which adds live updates and notifications.',
  'A refused request answers a 4xx status with `{ message, code, errors? }`: `message` can be shown as it is, `code` is stable (the same as GraphQL\'s `extensions.code`), and `errors` names each refused field.',
].join('\n\n');

/** The development mailbox's routes and the answers only they use. */
const DEV_MAILBOX_PATH_PREFIX = '/api/dev/';
const DEV_MAILBOX_SCHEMAS = ['DevMailAnswer', 'DevMail'];

/**
 * The OpenAPI 3.1 document of the app's REST routes, from the controllers' decorators, the
 * validation rules and the access metadata. The build writes it to openapi.json; the app serves it.
 * `devMailbox: false` (production, or mails sent through SMTP_URL) leaves out the development
 * mailbox, which is absent there.
 */
export function buildOpenApiDocument(app: INestApplication, { devMailbox = true }: { devMailbox?: boolean } = {}): OpenAPIObject {
  documentValidatedClasses();
  documentAccess(app);
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Pepper Atlas REST API')
    .setDescription(DESCRIPTION)
    .setVersion('1.0.0')
    // Served by the app itself: the routes are relative to the origin the document came from.
    .addServer('/', 'This site (the origin that served this document)')
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The accessToken that sign-in and registration answer' },
      BEARER,
    )
    .build();
  // An operation id is the resource's name and the method's: @RestResource's name where several controllers share one.
  const resources = new Map(controllersOf(app).map((controller) => [controller.name, Reflect.getMetadata(REST_RESOURCE, controller) as string | undefined]));
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${(resources.get(controller) ?? controller.replace(/Controller$/, '')).toLowerCase()}_${method}`,
  });
  // No open licence: the project's package is private (no "license" in package.json), all rights reserved.
  // (OpenAPI 3.1's SPDX `identifier`: @nestjs/swagger's types know only 3.0's name and url.)
  document.info.license = { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' } as OpenAPIObject['info']['license'];
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as { parameters?: { in: string; required?: boolean }[]; security?: unknown[] }[]) {
      // A path parameter is always required (OpenAPI), even where its class allows leaving it out.
      for (const parameter of operation.parameters ?? []) if (parameter.in === 'path') parameter.required = true;
      // A public route (@Public: documentAccess gave it no bearer scheme) says so: no security at all.
      operation.security ??= [];
    }
  }
  if (!devMailbox) {
    for (const path of Object.keys(document.paths)) if (path.startsWith(DEV_MAILBOX_PATH_PREFIX)) delete document.paths[path];
    for (const schema of DEV_MAILBOX_SCHEMAS) delete document.components?.schemas?.[schema];
  }
  return document;
}

/** The committed file's text: stable key order (sorted paths and schemas), two-space indents. */
export function printOpenApiDocument(document: OpenAPIObject): string {
  const sorted = <T extends object | undefined>(record: T): T =>
    (record ? Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b))) : record) as T;
  const stable = {
    ...document,
    paths: sorted(document.paths),
    components: { ...document.components, schemas: sorted(document.components?.schemas) },
  };
  return `${JSON.stringify(stable, null, 2)}\n`;
}
