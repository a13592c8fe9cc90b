import { ErrorScreen } from '@/modules/layout/components/ErrorScreen';

export function NotFoundPage() {
  return <ErrorScreen reason="notFound" />;
}
