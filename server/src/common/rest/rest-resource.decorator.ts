import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

export const REST_RESOURCE = 'pepper-atlas:rest-resource';

/**
 * Names the REST resource a controller serves when several controllers share it (the account, profile and
 * admin routes of /api/users): one OpenAPI tag for all of them, and operation ids prefixed with the
 * resource (`users_login`, `users_list`) rather than with each controller's class name.
 */
export function RestResource(name: string): ClassDecorator {
  return applyDecorators(SetMetadata(REST_RESOURCE, name), ApiTags(name));
}
