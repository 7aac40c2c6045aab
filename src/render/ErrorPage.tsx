import { Component, useEffect, type ReactNode } from 'react';

/**
 * Shown when rendering fails. It stands alone (no header or footer, which may be what broke)
 * and uses a plain link so that going home reloads a fresh copy of the site.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
    document.title = 'Unexpected Application Error!';
  }, [error]);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-5">
      <div className="max-w-lg text-center">
        <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
        <p className="mt-4 text-muted">
          Something went wrong while showing this page. Please reload it, or go back to the home
          page.
        </p>
        <a
          href="/"
          className="mt-8 inline-flex rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white"
        >
          Go to the home page
        </a>
      </div>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new key (the next page) clears the error. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

/** Catches an error thrown while rendering the site and shows the error screen instead. */
export class RenderErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    error: undefined,
    failed: false,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
