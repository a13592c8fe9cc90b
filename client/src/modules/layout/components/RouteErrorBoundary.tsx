import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

export interface RouteErrorBoundaryProps {
  /** The layout itself failed: render without it. */
  standalone?: boolean;
  children: ReactNode;
}

/**
 * A screen that fails to render (or whose chunk fails to load) shows the error screen. Keyed by the
 * path where it is used, so navigating elsewhere starts afresh.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const screen = <ErrorScreen reason="render" />;
    return this.props.standalone ? <main className="app-layout__main">{screen}</main> : screen;
  }
}
