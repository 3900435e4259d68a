import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { aDownloadFailed, lazyWithPreload } from './lazy-with-preload';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('lazyWithPreload', () => {
  it("shows the Suspense boundary's fallback while the module downloads, then the component with its props", async () => {
    const download = deferred<{ default: (props: { name: string }) => React.ReactNode }>();
    const Screen = lazyWithPreload(() => download.promise);
    render(
      <Suspense fallback={<p>Loading screen</p>}>
        <Screen name="Ivy" />
      </Suspense>,
    );
    expect(screen.getByText('Loading screen')).toBeInTheDocument();

    await act(async () => download.resolve({ default: ({ name }) => <p>Hello {name}</p> }));
    expect(screen.getByText('Hello Ivy')).toBeInTheDocument();
    expect(screen.queryByText('Loading screen')).not.toBeInTheDocument();
  });

  it('downloads once however often it is preloaded and rendered', async () => {
    const load = vi.fn(async () => ({ default: () => <p>Lazy screen</p> }));
    const Screen = lazyWithPreload(load);
    await Screen.preload();
    await act(async () =>
      render(
        <Suspense fallback={null}>
          <Screen />
        </Suspense>,
      ),
    );
    await Screen.preload();
    expect(screen.getByText('Lazy screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a module already downloaded in the same render, without suspending', async () => {
    const Screen = lazyWithPreload(async () => ({ default: () => <p>Ready tab</p> }));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading tab</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Ready tab')).toBeInTheDocument();
    expect(screen.queryByText('Loading tab')).not.toBeInTheDocument();
  });

  it('remembers a failed download for the page, and does not download again by itself', async () => {
    const load = vi
      .fn<() => Promise<{ default: React.ComponentType }>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const Screen = lazyWithPreload(load);
    expect(aDownloadFailed()).toBe(false);
    await expect(Screen.preload()).rejects.toThrow(TypeError);
    await expect(Screen.preload()).rejects.toThrow(TypeError);
    expect(load).toHaveBeenCalledTimes(1);
    expect(aDownloadFailed()).toBe(true);
  });
});
