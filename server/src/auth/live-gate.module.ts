import { Module } from '@nestjs/common';
import { AuthModule } from './auth.module.js';
import { ApiKeysModule } from '../apikeys/api-keys.module.js';
import { LiveGate } from './live-gate.service.js';

/** The live socket's door (see LiveGate); the events themselves are LiveEventsModule's (global). */
@Module({ imports: [AuthModule, ApiKeysModule], providers: [LiveGate], exports: [LiveGate] })
export class LiveGateModule {}
