import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { SetMyLanguageDocument } from '@/generated/graphql';
import { useLanguage } from '@/core/i18n/useLanguage';
import { useSession } from '@/modules/auth/session/useSession';

/** Remembers per member which language the server last heard, so a page load sends nothing when it has not changed. */
const storageKey = (userId: string) => `pepper-atlas.mailLanguage.${userId}`;

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Tells the server the signed-in member's site language, after sign-in or sign-up and whenever they switch it, so
 * their notification mails are written in it. Runs in the members' own chunk (the bell): guests load none of it.
 */
export function useMailLanguageSync(): void {
  const session = useSession();
  const { language } = useLanguage();
  const [setMyLanguage] = useMutation(SetMyLanguageDocument);
  const userId = session?.user.id;

  useEffect(() => {
    if (!userId || stored(storageKey(userId)) === language) return;
    setMyLanguage({ variables: { language } })
      .then(() => {
        try {
          localStorage.setItem(storageKey(userId), language);
        } catch {
          // Private mode: the language is sent again on the next page load.
        }
      })
      .catch(() => undefined); // tried again on the next page load
  }, [userId, language, setMyLanguage]);
}
