import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import type { AppRequest } from '../common/request-context.js';
import type { User } from '../accounts/user.entity.js';
import { UsersService } from './users.service.js';

declare module '../common/dataloader/loaders.js' {
  interface Loaders {
    userById: DataLoader<string, User | null>;
    /** `@username` in posts: the username as spelled in the account, for a lower-cased one that exists. */
    usernameByLowerName: DataLoader<string, string | null>;
  }
}

/** The users' loaders of a GraphQL request (see common/dataloader/loaders.ts). */
@Injectable()
export class UsersLoaders {
  constructor(private readonly users: UsersService) {}

  create(_req: AppRequest) {
    return {
      userById: new DataLoader((ids: readonly string[]) => this.users.findByIds(ids)),
      usernameByLowerName: new DataLoader((names: readonly string[]) => this.users.usernamesByLowerNames(names)),
    };
  }
}
