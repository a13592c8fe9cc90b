import { useQuery } from '@apollo/client/react';
import { effectivePasswordMin } from '@pepper-atlas/domain';
import { PublicSettingsDocument } from '@/generated/graphql';

/**
 * The limits the server enforces, from its public settings (one source: the message a form shows
 * first is the server's). Until they arrive, the shared domain minimum stands in.
 */
export function usePublicSettings() {
  const { data } = useQuery(PublicSettingsDocument, { fetchPolicy: 'cache-first' });
  return {
    passwordMin: effectivePasswordMin(data?.publicSettings.passwordMinLength),
    /** The server offers "Open the mail (development)" to this visitor. */
    devMailbox: data?.publicSettings.devMailbox ?? false,
    /** The README's demo accounts exist here (never by default in production): the admin login may name them. */
    demoAccounts: data?.publicSettings.demoAccounts ?? false,
  };
}
