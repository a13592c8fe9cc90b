import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Pepper } from './pepper.entity.js';
import { PeppersController } from './peppers.controller.js';
import { PeppersResolver } from './peppers.resolver.js';
import { PeppersService } from './peppers.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Pepper])],
  providers: [PeppersService, PeppersResolver],
  controllers: [PeppersController],
  exports: [PeppersService],
})
export class PeppersModule {}
export const PEPPERS_RESOLVERS = [PeppersResolver];
