import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorScreen } from '../screens/error/ErrorScreen';
import { isChunkLoadError } from '../components/loadChunk';

interface BoundaryProps {
  children: ReactNode;
  /** The address shown: moving to another page clears the error. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  failedAt: string | undefined;
}

function describe(error: unknown): string | undefined {
  if (!import.meta.env.DEV) return undefined;
  if (error instanceof Error) return error.stack ?? error.message;
  return undefined;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === undefined) return state.failedAt === props.resetKey ? null : { failedAt: props.resetKey };
    // Another page: its screen gets a fresh start.
    return state.failedAt === props.resetKey ? null : { error: undefined, failedAt: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return <ErrorScreen kind={isChunkLoadError(error) ? 'chunk' : 'render'} detail={describe(error)} />;
  }
}

/**
 * Around a page (or the whole frame): a render error below shows the ErrorScreen ('Unexpected
 * Application Error!'), a part of the app that did not arrive (a lazily loaded screen's chunk)
 * 'Loading chunk failed'; going to another page tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
