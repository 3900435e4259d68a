// Share: the system share sheet where the browser has one, else Copy link with a notice.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ShareButton } from './share-button';

const notices = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn() }));
// A notice shows in sonner's Toaster, which AppProvider mounts and this test does not: the mock observes which notice was raised.
vi.mock('@/components/ui/notify', () => ({ notify: notices }));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  notices.success.mockClear();
});

it('copies the project’s address with a notice where the browser has no share sheet', async () => {
  expect('share' in navigator).toBe(false);
  const { user } = renderWithProviders(<ShareButton projectId="p 1" title="Solar Roofs" />);
  expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/project/p%201`);
  expect(notices.success).toHaveBeenCalledWith('Link copied');
});

it('opens the system share sheet with the title and address where there is one', async () => {
  const share = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  const { user } = renderWithProviders(<ShareButton projectId="p1" title="Solar Roofs" />);
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(share).toHaveBeenCalledWith({ title: 'Solar Roofs', url: `${window.location.origin}/project/p1` });
  expect(notices.success).not.toHaveBeenCalled();
});

it('copies nothing when the visitor closes the share sheet', async () => {
  Object.defineProperty(navigator, 'share', { value: () => Promise.reject(new DOMException('closed', 'AbortError')), configurable: true });
  const { user } = renderWithProviders(<ShareButton projectId="p1" title="Solar Roofs" />);
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(notices.success).not.toHaveBeenCalled();
});
