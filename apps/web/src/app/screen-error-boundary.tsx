import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../shared/lib/lazy-screen.ts';
import { ScreenError } from './screen-error.tsx';

interface Props {
  children: ReactNode;
  /** A new value (the path) clears the error, so the header's links still lead somewhere. */
  resetKey: string;
}

interface State {
  error: Error | null;
}

/** Catches a lazy screen whose chunk failed or timed out (SPEC.md §8) and any screen that throws. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (error) return <ScreenError chunk={error instanceof ChunkLoadError} />;
    return this.props.children;
  }
}
