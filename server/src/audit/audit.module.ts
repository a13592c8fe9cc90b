import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditResolver } from './audit.resolver.js';
import { AuditService } from './audit.service.js';

/** Global: every feature records its admin actions here. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  providers: [AuditService, AuditResolver],
  exports: [AuditService],
})
export class AuditModule {}
export const AUDIT_RESOLVERS = [AuditResolver];
