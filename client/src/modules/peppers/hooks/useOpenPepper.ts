import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The URL parameter of the pepper whose details are open; a shared link opens them too. */
export const PEPPER_PARAM = 'pepper';

/** Which pepper's details dialog is open, kept in the URL. */
export function useOpenPepper() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(PEPPER_PARAM);

  const setOpenId = useCallback(
    (id: string | null) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (id) params.set(PEPPER_PARAM, id);
          else params.delete(PEPPER_PARAM);
          return params;
        },
        { replace: true, preventScrollReset: true, flushSync: true },
      ),
    [setSearchParams],
  );

  return {
    openId,
    open: useCallback((id: string) => setOpenId(id), [setOpenId]),
    close: useCallback(() => setOpenId(null), [setOpenId]),
  };
}
