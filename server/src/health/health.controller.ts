import { Controller, Get, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { Public } from '../common/decorators/public.decorator.js';

@Controller('api/health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** 200 with the database up, 503 with it down: load balancers and the README's check read this. */
  @Public()
  @Get()
  async health(@Res({ passthrough: true }) res: Response) {
    let database: 'up' | 'down' = 'down';
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      database = 'up';
    } catch {
      res.status(503);
    }
    return { status: database === 'up' ? 'ok' : 'degraded', database, uptime: Math.round(process.uptime()) };
  }
}
