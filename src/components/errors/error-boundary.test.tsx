import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from '@/utils/lazy-with-preload';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';

const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => consoleError.mockClear());

const reload = vi.fn();

function renderInBoundary(children: React.ReactNode, resetKey?: string) {
  const ui = (key?: string) => (
    <ErrorBoundary resetKey={key} reload={reload} fallback={({ retry }) => <ErrorFallback retry={retry} />}>
      <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
    </ErrorBoundary>
  );
  const result = render(ui(resetKey));
  return { ...result, rerenderWithKey: (key: string) => result.rerender(ui(key)) };
}

describe('ErrorBoundary', () => {
  it('shows the message and logs the error when a child throws, and Try again renders the child anew', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failed');
      return <p>Screen content</p>;
    }
    renderInBoundary(<Flaky />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(consoleError).toHaveBeenCalledWith('[StartupFund]', expect.objectContaining({ message: 'render failed' }), expect.any(String));

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Screen content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the error when its reset key changes (another screen is opened)', () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failed');
      return <p>Other screen</p>;
    }
    const { rerenderWithKey } = renderInBoundary(<Flaky />, '/a');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    rerenderWithKey('/b');
    expect(screen.getByText('Other screen')).toBeInTheDocument();
  });

  it('loads the page again on Try again after a failed chunk download (the browser keeps the failure for the page)', async () => {
    const load = vi
      .fn<() => Promise<{ default: React.ComponentType }>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const Screen = lazyWithPreload(load);
    // A download settles outside React's events: act lets React render what it brings.
    await act(async () => renderInBoundary(<Screen />));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');

    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded component, and preload downloads it once', async () => {
    const load = vi.fn(async () => ({ default: () => <p>Lazy screen</p> }));
    const Screen = lazyWithPreload(load);
    await Screen.preload();
    await act(async () => renderInBoundary(<Screen />));
    expect(screen.getByText('Lazy screen')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
