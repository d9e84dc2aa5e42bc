// Error boundary around each hydrated island: if the island throws, the visitor keeps the server HTML
// (still readable, links still work) instead of losing that part of the page.
import { Component, type ReactNode } from 'react';

interface Props {
  serverHtml: string;
  children: ReactNode;
}

export class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <div className="contents" dangerouslySetInnerHTML={{ __html: this.props.serverHtml }} />;
  }
}
