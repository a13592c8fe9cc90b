import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';

export interface RouteErrorBoundaryProps {
  /** The layout itself failed: render without it. */
  standalone?: boolean;
}

/** Router `errorElement`: a failed render, loader or unmatched route shows the error screen. */
export function RouteErrorBoundary({ standalone = false }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  const reason = isRouteErrorResponse(error) && error.status === 404 ? 'notFound' : 'render';
  if (import.meta.env.DEV) console.error(error);

  const screen = <ErrorScreen reason={reason} />;
  return standalone ? <main className="app-layout__main">{screen}</main> : screen;
}
