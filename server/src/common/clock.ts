import { Injectable } from '@nestjs/common';

/**
 * The time as the application sees it, injected where an expiry is decided in code, so tests can
 * move it (`app.get(Clock).now = () => later`) instead of waiting or rewriting stored rows.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
