import { t } from '@lingui/core/macro';
import { Component, type ReactNode } from 'react';

const RELOADED_KEY = 'reloaded-for';
// A reload this recent for the same address is the one this boundary asked for.
const RELOAD_WINDOW_MS = 60_000;

/**
 * When a page cannot be shown (most often its code did not arrive over a dropped connection, or a
 * new release replaced it), the page is loaded afresh from the server, once; if that fails too, the
 * visitor gets a link to try again rather than an empty page.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    const here = window.location.href;
    try {
      const [at, href] = (sessionStorage.getItem(RELOADED_KEY) ?? '').split(' ');
      if (href === here && Date.now() - Number(at) < RELOAD_WINDOW_MS) return;
      sessionStorage.setItem(RELOADED_KEY, `${Date.now()} ${here}`);
    } catch {
      return;
    }
    window.location.reload();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="section">
        <a href={window.location.href}>{t`Try again`}</a>
      </p>
    );
  }
}
