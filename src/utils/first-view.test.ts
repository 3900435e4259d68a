// @vitest-environment jsdom
// Work a first view does not need (Auth for a signed-out visitor) waits until the view has shown its data.
import { waitFor } from '@testing-library/react';
import { afterFirstView, firstViewNeeds, firstViewPaints } from './first-view';

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });

it('runs once the data the screen shows first has arrived and been painted, not before', async () => {
  let arrive = () => {};
  firstViewNeeds(new Promise<void>((resolve) => (arrive = resolve)));
  const task = vi.fn();
  afterFirstView(task);
  await frames(4);
  expect(task).not.toHaveBeenCalled();

  arrive();
  await waitFor(() => expect(task).toHaveBeenCalledTimes(1));
});

it('waits for the first picture to be painted too, once the data is there', async () => {
  firstViewNeeds(Promise.resolve());
  let painted = () => {};
  firstViewPaints(new Promise<void>((resolve) => (painted = resolve)));
  const task = vi.fn();
  afterFirstView(task);
  await frames(4);
  expect(task).not.toHaveBeenCalled();

  painted();
  await waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  firstViewPaints(Promise.resolve());
});

it("runs at once on the visitor's first click or key, and only once", async () => {
  firstViewNeeds(new Promise(() => {}));
  const task = vi.fn();
  afterFirstView(task);
  await frames(2);
  expect(task).not.toHaveBeenCalled();

  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  expect(task).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event('pointerdown'));
  expect(task).toHaveBeenCalledTimes(1);
  firstViewNeeds(Promise.resolve());
});

it('runs after a failed read too, and never once cancelled', async () => {
  firstViewNeeds(Promise.reject(new Error('offline')));
  const ran = vi.fn();
  afterFirstView(ran);
  const cancelled = vi.fn();
  afterFirstView(cancelled)();
  await waitFor(() => expect(ran).toHaveBeenCalledTimes(1));
  await frames(4);
  expect(cancelled).not.toHaveBeenCalled();
});
