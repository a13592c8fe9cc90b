import { type Location, type NavigateFunction, type NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';

/** The router as seen from outside React: navigation for the session handler, the location for tests. */
export interface RouterHandle {
  /** Rendered once inside the router; keeps the handle current. */
  Bridge: () => null;
  navigate: NavigateFunction;
  readonly state: { location: Location; historyAction: NavigationType };
}

export function createRouterHandle(): RouterHandle {
  let navigate: NavigateFunction | undefined;
  let location: Location | undefined;
  let historyAction: NavigationType | undefined;
  function Bridge() {
    navigate = useNavigate();
    location = useLocation();
    historyAction = useNavigationType();
    return null;
  }
  return {
    Bridge,
    navigate: ((...args: Parameters<NavigateFunction>) => {
      if (!navigate) throw new Error('The router is not rendered yet');
      return (navigate as (...a: unknown[]) => void | Promise<void>)(...args);
    }) as NavigateFunction,
    get state() {
      if (!location || !historyAction) throw new Error('The router is not rendered yet');
      return { location, historyAction };
    },
  };
}
