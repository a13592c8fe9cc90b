import { useQuery } from '@apollo/client/react';
import { AccountSecurityPolicyDocument } from '@/generated/graphql';
import { useSession } from '../session/useSession';

/**
 * The signed-in member's address when they must still confirm it before posting (the site requires it and they
 * have not), else null. A visitor without a session asks nothing.
 */
export function useUnconfirmedEmail(): string | null {
  const user = useSession()?.user;
  const unverified = user?.emailVerified === false;
  const { data } = useQuery(AccountSecurityPolicyDocument, { skip: !unverified });
  return unverified && data?.accountSecurityPolicy.emailVerification === true ? (user.email ?? '') : null;
}
