import { Component, type ReactNode } from 'react';
import { pageFailureOf } from '../shell/chunks';
import type { ChunkFailure } from '../shell/catalogue';

interface Props {
  onError: (failure: { chunkFailure: ChunkFailure | null; message: string }) => void;
  /** Whether the store says the page is in error: the boundary shows `fallback` while it is. */
  failed: boolean;
  fallback: ReactNode;
  /** The page's address: an error caught on one page is not shown on the next (the replay's frame moves page by state alone). */
  address: string;
  children: ReactNode;
}

/** Catches a render error or a failed chunk and reports it as an event; what is shown follows the store. */
export class PageErrorBoundary extends Component<Props, { caught: boolean }> {
  override state = { caught: false };

  static getDerivedStateFromError() {
    return { caught: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(pageFailureOf(error, null));
  }

  override componentDidUpdate(previous: Props) {
    if (!this.state.caught) return;
    if ((previous.failed && !this.props.failed) || previous.address !== this.props.address) this.setState({ caught: false });
  }

  override render() {
    return this.state.caught || this.props.failed ? this.props.fallback : this.props.children;
  }
}
