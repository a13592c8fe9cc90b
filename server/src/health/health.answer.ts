import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const STATES = ['up', 'down'];

export class HealthAnswer {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: string;
  @ApiProperty({ enum: STATES }) database: string;
  @ApiPropertyOptional({ enum: STATES, description: 'When REDIS_URL is set' }) redis?: string;
  @ApiProperty({ type: 'integer', description: 'Seconds since the process started' }) uptime: number;
}
