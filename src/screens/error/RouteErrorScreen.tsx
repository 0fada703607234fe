import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../app/lazy';
import { ErrorScreen } from './ErrorScreen';

function describe(error: unknown): string | undefined {
  if (!import.meta.env.DEV) return undefined;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.stack ?? error.message;
  return undefined;
}

/**
 * The router's errorElement: a render error anywhere below shows the ErrorScreen; a screen whose
 * code did not arrive (a lazy route's chunk) shows 'Loading chunk failed'.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <ErrorScreen kind={isChunkLoadError(error) ? 'chunk' : 'render'} detail={describe(error)} />;
}
