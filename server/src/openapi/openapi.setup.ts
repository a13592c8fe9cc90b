import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config.js';
import { buildOpenApiDocument, OPENAPI_JSON_PATH, OPENAPI_UI_PATH } from './openapi.document.js';

/**
 * Serves the OpenAPI document at /api/openapi.json and Swagger UI at /api/docs. Swagger UI's files come
 * from the swagger-ui-dist package and load from this origin (the Content Security Policy allows them);
 * its online validator badge is off, so the page makes no request elsewhere. The development mailbox
 * is documented only where it exists (outside production, without SMTP_URL).
 */
export function setupOpenApi(app: INestApplication, config: AppConfig): void {
  const devMailbox = config.env !== 'production' && !config.mail.smtpUrl;
  SwaggerModule.setup(OPENAPI_UI_PATH, app, () => buildOpenApiDocument(app, { devMailbox }), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Pepper Atlas REST API',
    swaggerOptions: { validatorUrl: null, persistAuthorization: false },
  });
}
