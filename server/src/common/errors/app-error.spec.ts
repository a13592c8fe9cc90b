import { describe, expect, it } from '@jest/globals';
import { ErrorCode, HTTP_STATUS } from './app-error.js';

describe('error statuses', () => {
  it('answers 403 only when the session or key may no longer do what it asked (an old client ends the session on any 403)', () => {
    const forbidden = Object.values(ErrorCode).filter((code) => HTTP_STATUS[code] === 403).sort();
    // INSUFFICIENT_SCOPE reaches only API-key clients (no browser session sends a key).
    expect(forbidden).toEqual([ErrorCode.FORBIDDEN, ErrorCode.INSUFFICIENT_SCOPE, ErrorCode.ROLE_REVOKED]);
  });

  it('gives the refusals a member fixes while signed in their own code and 422', () => {
    for (const code of [ErrorCode.EMAIL_NOT_VERIFIED, ErrorCode.CANNOT_REPORT_OWN_CONTENT, ErrorCode.TWO_FACTOR_ENROLMENT_REQUIRED]) {
      expect([code, HTTP_STATUS[code]]).toEqual([code, 422]);
    }
  });
});
