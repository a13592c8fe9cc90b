import { ErrorScreen } from '@/modules/layout/components/ErrorScreen';

import { useNotFoundStatus } from '@/core/ssr/SsrContext';

export function NotFoundPage() {
  useNotFoundStatus();
  return <ErrorScreen reason="notFound" />;
}
