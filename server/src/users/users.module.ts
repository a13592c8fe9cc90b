import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { User } from '../accounts/user.entity.js';
import { UsersAccountController } from './users-account.controller.js';
import { UsersAdminController } from './users-admin.controller.js';
import { UsersProfileController } from './users-profile.controller.js';
import { UsersResolver } from './users.resolver.js';
import { UsersLoaders } from './users.loaders.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User]), AuthModule, UploadsModule],
  providers: [UsersService, UsersResolver, UsersLoaders],
  // All three answer under /api/users: the admin routes' `:id` last, after the others' fixed paths.
  controllers: [UsersAccountController, UsersProfileController, UsersAdminController],
  exports: [UsersService, UsersLoaders],
})
export class UsersModule {}
export const USERS_RESOLVERS = [UsersResolver];
