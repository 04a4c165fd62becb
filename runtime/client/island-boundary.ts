import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The island's root element (hydrateRoot's container), whose markup is kept when the island fails. */
  container: HTMLElement;
  onError: (error: unknown) => void;
  children?: ReactNode;
}

/**
 * Keeps an island's markup when its component throws, while hydrating or later (issue 24, item 2). It costs nothing
 * until a throw (no copy of the server HTML is taken up front: reading every island's innerHTML cost 300 ms of TBT).
 * On a throw React renders this boundary empty and, in its commit, removes the island's nodes (or clears the
 * container, when hydration fell back to a client render); the nodes are taken before that commit, in the render that
 * shows the boundary failed, and put back after it. They are the server's HTML, or the last good DOM.
 */
export class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  private kept: Node[] | undefined;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const { container } = this.props;
    if (this.kept && this.kept.some((node) => !node.isConnected)) container.replaceChildren(...this.kept);
    this.props.onError(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // Render runs before the commit that deletes the nodes: the DOM is still what the reader sees.
    this.kept ??= [...this.props.container.childNodes];
    return null;
  }
}
