import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { UsersService } from '../../users/users.service.js';
import type { User } from '../../users/user.entity.js';

/** Batching loaders, created fresh for every GraphQL request so nothing is cached across users. */
export interface Loaders {
  userById: DataLoader<string, User | null>;
}

@Injectable()
export class LoadersFactory {
  constructor(private readonly users: UsersService) {}

  create(): Loaders {
    return {
      userById: new DataLoader((ids) => this.users.findByIds(ids)),
    };
  }
}
