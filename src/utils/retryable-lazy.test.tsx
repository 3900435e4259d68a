import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { retryableLazy } from './retryable-lazy';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('retryableLazy', () => {
  it('shows its fallback while the module downloads, then the component, with no Suspense boundary above', async () => {
    const download = deferred<{ default: (props: { name: string }) => React.ReactNode }>();
    const Screen = retryableLazy(() => download.promise, <p>Loading screen</p>);
    render(<Screen name="Ivy" />);
    expect(screen.getByText('Loading screen')).toBeInTheDocument();

    await act(async () => download.resolve({ default: ({ name }) => <p>Hello {name}</p> }));
    expect(screen.getByText('Hello Ivy')).toBeInTheDocument();
    expect(screen.queryByText('Loading screen')).not.toBeInTheDocument();
  });

  it('renders nothing meanwhile when no fallback is given', async () => {
    const download = deferred<{ default: () => React.ReactNode }>();
    const Bell = retryableLazy(() => download.promise);
    const { container } = render(<Bell />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => download.resolve({ default: () => <button type="button">Bell</button> }));
    expect(screen.getByRole('button', { name: 'Bell' })).toBeInTheDocument();
  });
});
