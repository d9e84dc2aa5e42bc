// Renders a whole page in the browser (the 404 fallbacks of docs/architecture.md#static-hosting). If it throws,
// the visitor sees the application error screen of docs/site.md#errors-and-fallbacks instead of a blank page.
import { Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** docs/site.md#errors-and-fallbacks names this screen by its heading, the one React Router shows for an unexpected error. */
const ERROR_HEADING = 'Unexpected Application Error!';

class AppErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section role="alert" className="mx-auto max-w-3xl px-4 py-20">
        <h1 className="text-3xl font-bold text-slate-900">{ERROR_HEADING}</h1>
        <pre className="mt-6 overflow-x-auto whitespace-pre-wrap rounded-lg bg-slate-100 p-4 text-slate-800">
          {error.message}
        </pre>
      </section>
    );
  }
}

export function renderBrowserPage(container: HTMLElement, page: ReactNode): Root {
  const root = createRoot(container, {
    onCaughtError: (error) => console.error('The page failed to render:', error),
  });
  root.render(<AppErrorBoundary>{page}</AppErrorBoundary>);
  return root;
}
