import { useSession } from '../session/useSession';
import { useConfirmationRequired } from './useEmailVerification';

/** The signed-in member's address when they must still confirm it before posting, else null. */
export function useUnconfirmedEmail(): string | null {
  const user = useSession()?.user;
  const required = useConfirmationRequired();
  return user && required(user) ? (user.email ?? '') : null;
}
