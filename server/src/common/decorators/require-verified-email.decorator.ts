import { SetMetadata } from '@nestjs/common';

export const REQUIRES_VERIFIED_EMAIL = 'requiresVerifiedEmail';

/** Posting operations: with the "email verification" setting on, unverified members get EMAIL_NOT_VERIFIED (422: not 403, which ends a session). */
export const RequireVerifiedEmail = () => SetMetadata(REQUIRES_VERIFIED_EMAIL, true);
