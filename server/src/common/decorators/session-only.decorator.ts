import { SetMetadata } from '@nestjs/common';

export const SESSION_ONLY = 'sessionOnly';

/**
 * Operations an API key may never do, whatever its scopes: managing keys and the account's credentials
 * (password, email, two-factor). A key that tries gets INSUFFICIENT_SCOPE; a signed-in session goes on as usual.
 */
export const SessionOnly = () => SetMetadata(SESSION_ONLY, true);
