import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Which block this is, for the console: `pages/pricing.yaml blocks[2] (pricing)`. */
  label: string;
}

/**
 * Around each block in the browser: a block that throws is named in the console, then the
 * error goes on to the page's boundary, which shows the error page. (Servers ignore error
 * boundaries; the prerender finds the failing block itself, see src/build/prerender.ts.)
 */
export class BlockBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    if (this.state.failed) {
      // Logged here: a boundary that rethrows never gets componentDidCatch.
      console.error(`Block ${this.props.label} failed to render:`, this.state.error);
      throw this.state.error;
    }
    return this.props.children;
  }
}
