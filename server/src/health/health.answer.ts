import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const STATES = ['up', 'down'];

export class HealthAnswer {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: string;
  @ApiProperty({ enum: STATES }) database: string;
  @ApiPropertyOptional({ enum: STATES, description: 'When REDIS_URL is set' }) redis?: string;
  @ApiProperty({ enum: STATES, description: 'The image store' }) storage: string;
  @ApiProperty({ enum: ['database', 's3', 'disk'], description: 'Where uploaded images are kept (IMAGE_STORE)' }) storageKind: string;
  @ApiProperty({ type: 'integer', description: 'Seconds since the process started' }) uptime: number;
}
