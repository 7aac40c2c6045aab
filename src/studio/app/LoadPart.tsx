/**
 * A part of the studio its person may never open, loaded when it is first shown (React.lazy):
 * meanwhile it says in words what is loading, and if its file cannot be fetched (the network
 * down, the studio updated under an open tab), it says so and how to go on, instead of
 * leaving a blank page.
 */
import { Component, Suspense, type ReactNode } from 'react';

interface Props {
  /** What is loading, as a person calls it: "the editor", "the history". */
  what: string;
  /** A dialog opened over the page: the words float at its foot instead of filling the page. */
  over?: boolean;
  children: ReactNode;
}

const pageClass = 'p-6 text-sm text-muted';
const overClass =
  'fixed bottom-4 left-1/2 z-50 -translate-x-1/2 rounded-md bg-white px-3 py-2 text-sm text-ink shadow-lg ring-1 ring-slate-300';

class LoadFailure extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className={this.props.over ? overClass : pageClass}>
        {`Could not load ${this.props.what}: check the connection, then reload the page.`}
      </p>
    );
  }
}

export function LoadPart({ what, over, children }: Props) {
  return (
    <LoadFailure what={what} over={over}>
      <Suspense
        fallback={
          <p role="status" className={over ? overClass : pageClass}>
            {`Loading ${what}…`}
          </p>
        }
      >
        {children}
      </Suspense>
    </LoadFailure>
  );
}
