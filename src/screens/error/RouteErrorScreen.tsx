import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen';

function describe(error: unknown): string | undefined {
  if (!import.meta.env.DEV) return undefined;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.stack ?? error.message;
  return undefined;
}

/** The router's errorElement: a render error anywhere below shows the ErrorScreen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <ErrorScreen detail={describe(error)} />;
}
