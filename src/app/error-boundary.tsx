import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { NotFoundPage } from './not-found-page';
import { NewVersionNotice } from './pwa/new-version-notice';
import { isStaleChunkError, reloadForNewVersion } from './pwa/stale-chunk-recovery';

interface BoundaryProps {
  children: ReactNode;
  /** The current path: a new one clears the crash so the next screen can render. */
  resetKey: string;
}

interface BoundaryState {
  crashed: boolean;
  /** The crash was a screen's code chunk missing after a deploy, not a bug. */
  staleChunk: boolean;
  resetKey: string;
}

class RenderCrashBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    crashed: false,
    staleChunk: false,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { crashed: true, staleChunk: isStaleChunkError(error) };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { crashed: false, staleChunk: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A returning owner after a deploy: reload once onto the new version instead of a 404.
    if (this.state.staleChunk && reloadForNewVersion()) return;
    console.error('Render crash; showing the not-found page.', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    return this.state.staleChunk ? <NewVersionNotice /> : <NotFoundPage />;
  }
}

/** Spec foundation §2: "A render crash shows this same page" (the 404 page). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <RenderCrashBoundary resetKey={location}>{children}</RenderCrashBoundary>;
}
