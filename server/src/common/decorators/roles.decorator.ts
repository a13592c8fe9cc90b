import { SetMetadata } from '@nestjs/common';
import type { Role } from '@pepper-atlas/domain';

export const ROLES_KEY = 'roles';

/** Narrows a route or resolver to signed-in, active users holding one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
