import type { INestApplication } from '@nestjs/common';
import { PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import { ApiBearerAuth, ApiResponse } from '@nestjs/swagger';
import { SWAGGER_METADATA } from './swagger-metadata.js';
import { IS_PUBLIC } from '../common/decorators/public.decorator.js';
import { REQUIRES_VERIFIED_EMAIL } from '../common/decorators/require-verified-email.decorator.js';
import { ROLES_KEY } from '../common/decorators/roles.decorator.js';
import { RestErrorAnswer } from '../common/rest/rest-answers.js';

export const BEARER = 'bearer';

const INPUTS = new Set<number>([RouteParamtypes.BODY, RouteParamtypes.QUERY, RouteParamtypes.PARAM, RouteParamtypes.FILE]);

/** The controllers of the application (every module's), by class. */
export function controllersOf(app: INestApplication): Function[] {
  const controllers = new Set<Function>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) if (wrapper.metatype) controllers.add(wrapper.metatype as Function);
  }
  return [...controllers];
}

const described = new WeakSet<Function>();

/**
 * Adds what the guards and pipes decide to every route's documentation, read from the same metadata
 * they read, so it cannot drift: the bearer scheme and 401 unless @Public, 403 with @Roles, 422 with
 * @RequireVerifiedEmail, 400 when the route takes input, 404 with a path parameter, 413/415 with a
 * file, and 503 everywhere (the database is down). A status the controller documents itself is kept.
 */
export function documentAccess(app: INestApplication): void {
  for (const controller of controllersOf(app)) {
    if (described.has(controller) || Reflect.getMetadata(SWAGGER_METADATA.excludeController, controller)?.[0]) continue;
    described.add(controller);
    const basePath = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const descriptor = Object.getOwnPropertyDescriptor(controller.prototype, name);
      const handler = descriptor?.value as Function | undefined;
      if (name === 'constructor' || !handler || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
      const meta = <T>(key: string): T | undefined => Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller);
      const args = Object.keys(Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}).map((key) => Number(key.split(':')[0]));
      const paths = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat();
      const documented = new Set(Object.keys(Reflect.getMetadata(SWAGGER_METADATA.response, handler) ?? {}));
      const respond = (status: number, description: string) => {
        if (!documented.has(String(status))) ApiResponse({ status, description, type: RestErrorAnswer })(controller.prototype, name, descriptor!);
      };
      const roles = meta<string[]>(ROLES_KEY);
      if (!meta<boolean>(IS_PUBLIC)) {
        ApiBearerAuth(BEARER)(controller.prototype, name, descriptor!);
        respond(401, 'UNAUTHENTICATED: no token, an expired or revoked one, or a blocked user');
      }
      if (roles?.length) respond(403, `FORBIDDEN: only for ${roles.join(' or ')}`);
      if (meta<boolean>(REQUIRES_VERIFIED_EMAIL)) respond(422, 'EMAIL_NOT_VERIFIED: the site asks for a confirmed email before posting');
      if (args.some((type) => INPUTS.has(type))) respond(400, 'BAD_USER_INPUT: a field, a query parameter or the body is invalid');
      if (args.includes(RouteParamtypes.FILE)) {
        respond(413, 'PAYLOAD_TOO_LARGE: the image is over 10 MB');
        respond(415, 'UNSUPPORTED_MEDIA_TYPE: not a JPEG, PNG, WebP, GIF or AVIF image');
      }
      if (paths.some((path) => `${basePath}/${path}`.includes(':'))) respond(404, 'NOT_FOUND: no such item');
      respond(503, 'SERVICE_UNAVAILABLE: the database (or Redis) is unreachable');
    }
  }
}
