import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import type { MyData } from '@/features/account/api/my-data';
import { DownloadMyData } from './download-my-data';

const data = { exportedAt: '2026-11-27T00:00:00.000Z', investments: [{ id: 'i1', amount: 250, state: 'active' }] } as unknown as MyData;

describe('DownloadMyData', () => {
  it('saves one JSON file of what it collected, and says so', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:my-data'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(<DownloadMyData collect={() => Promise.resolve(data)} />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Your data was saved as startupfund-my-data-\d{4}-\d{2}-\d{2}\.json\./);
    expect(click).toHaveBeenCalledOnce();
    expect(blobs[0].type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(JSON.parse(text)).toEqual(data);
  });

  it('says plainly when the data cannot be read', async () => {
    const { user } = renderWithProviders(<DownloadMyData collect={() => Promise.reject(new Error('Failed to fetch'))} />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Your data could not be read: /);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
