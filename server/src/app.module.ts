import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ServeStaticModule } from '@nestjs/serve-static';
import { TypeOrmModule } from '@nestjs/typeorm';
import { existsSync } from 'node:fs';
import { SERVER_PATH_PREFIXES } from '@pepper-atlas/domain';
import { AuditModule } from './audit/audit.module.js';
import { ApiKeysModule } from './apikeys/api-keys.module.js';
import { BudgetsModule } from './budgets/budgets.module.js';
import { BudgetsService } from './budgets/budgets.service.js';
import { AuthModule } from './auth/auth.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { RedisModule } from './redis/redis.module.js';
import { LiveEventsModule } from './live/live-events.service.js';
import { LiveSharingModule } from './live/live-sharing.service.js';
import { LiveGate } from './auth/live-gate.service.js';
import { LiveGateModule } from './auth/live-gate.module.js';
import { InboxModule } from './inbox/inbox.module.js';
import { NotificationMailModule } from './notification-mail/notification-mail.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { ContentModule } from './content/content.module.js';
import { GuestAnswers } from './app/guest-answers.js';
import { PersistedQueries } from './common/cache/persisted-queries.js';
import { AppLoaders } from './app/loaders.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { graphqlOptions } from './app/graphql.options.js';
import { AuthGuard } from './auth/auth.guard.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { dataSourceOptions } from './database/data-source-options.js';
import type { DatabaseHandle } from './database/embedded-postgres.js';
import { HealthController } from './health/health.controller.js';
import { LoggingModule } from './logging/logging.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { PeppersModule } from './peppers/peppers.module.js';
import { SeoModule } from './seo/seo.module.js';
import { TopicsModule } from './topics/topics.module.js';
import { UsersModule } from './users/users.module.js';

@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, global: true, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}

@Module({})
export class LoadersModule {
  static forRoot(): DynamicModule {
    return {
      module: LoadersModule,
      imports: [UsersModule, PeppersModule, TopicsModule, ContentModule],
      providers: [AppLoaders],
      exports: [AppLoaders],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, db: DatabaseHandle): DynamicModule {
    // One store of persisted queries for Apollo (which registers them) and GuestAnswers (which reads them).
    const persistedQueries = new PersistedQueries();
    const staticClient = existsSync(config.clientDir)
      ? [
          ServeStaticModule.forRoot({
            rootPath: config.clientDir,
            // The server's own addresses (the list `npm run dev` forwards to the API too).
            exclude: SERVER_PATH_PREFIXES.map((path) => `${path}{*any}`),
            // index.html and the rest (hashed assets go through clientAssets, cached for good):
            // revalidated on every visit, so a new release is picked up at once.
            serveStaticOptions: { index: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') },
          }),
        ]
      : [];
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(config),
        MetricsModule,
        RedisModule,
        LiveEventsModule,
        LiveSharingModule,
        TypeOrmModule.forRoot({
          ...dataSourceOptions(db.url, db.poolSize, {
            statementTimeoutMs: config.dbStatementTimeoutMs,
            preparedStatements: db.kind === 'postgres',
            logging: config.logLevel === 'silent' ? false : ['error', 'migration'],
          }),
          migrationsRun: true,
          retryAttempts: 1,
          retryDelay: 500,
        }),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [LoadersModule.forRoot(), LiveGateModule, BudgetsModule],
          inject: [AppLoaders, LiveGate, BudgetsService],
          useFactory: (loaders: AppLoaders, gate: LiveGate, budgets: BudgetsService) => graphqlOptions(config, loaders, persistedQueries, gate, budgets),
        }),
        ...staticClient,
        AuditModule,
        ApiKeysModule,
        BudgetsModule,
        SettingsModule,
        UsersModule,
        AuthModule,
        PeppersModule,
        TopicsModule,
        ContentModule,
        ReportsModule,
        InboxModule,
        NotificationMailModule,
        DashboardModule,
        SeoModule,
        UploadsModule,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: PersistedQueries, useValue: persistedQueries },
        GuestAnswers,
      ],
    };
  }
}
