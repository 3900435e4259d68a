// A list's card pictures: one read for the page of cards, none again on a refresh, only a changed
// version read anew; shown with their own width and height through an object URL that is revoked.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { queryClient } from '@/lib/query-client';
import { ProjectImage } from '@/features/campaigns/components/project-image';
import type { Picture } from './picture-converter';
import { readCardPictures } from './pictures';
import { cardPicturesOf, useCardPictures, type PictureOwner } from './use-pictures';

vi.mock('@/lib/firebase', () => ({ db: {} }));
vi.mock('./pictures', () => ({ readCardPictures: vi.fn(), readPicture: vi.fn() }));

const pictureOf = (projectId: string): Picture => ({ projectId, size: 'card', blob: new Blob([projectId], { type: 'image/webp' }), width: 640, height: 427, updatedAt: null });
const countingReader = () => {
  const calls: string[][] = [];
  const read = async (ids: string[]) => {
    calls.push(ids);
    return new Map(ids.filter((id) => !id.startsWith('gone')).map((id) => [id, pictureOf(id)]));
  };
  return { calls, read };
};
const cards = (count: number, version = 1): PictureOwner[] => Array.from({ length: count }, (_, i) => ({ id: `p${i}`, pictureVersion: version }));

describe('cardPicturesOf', () => {
  it('reads a page of cards in one call, then nothing again while their versions stay', async () => {
    const client = new QueryClient();
    const { calls, read } = countingReader();
    const page = [...cards(12), { id: 'none', pictureVersion: null }, { id: 'zero', pictureVersion: 0 }];
    const first = await cardPicturesOf(client, page, read);
    expect(calls).toEqual([cards(12).map((card) => card.id)]);
    expect(first.get('p3')?.width).toBe(640);
    expect(first.has('none')).toBe(false);

    await cardPicturesOf(client, page, read);
    expect(calls).toHaveLength(1);

    // A new upload to one project: only that one is read again.
    await cardPicturesOf(client, [...cards(12).slice(1), { id: 'p0', pictureVersion: 2 }], read);
    expect(calls).toEqual([cards(12).map((card) => card.id), ['p0']]);
  });

  it('remembers a picture that is not there, so it is not asked for again', async () => {
    const client = new QueryClient();
    const { calls, read } = countingReader();
    expect((await cardPicturesOf(client, [{ id: 'gone1', pictureVersion: 1 }], read)).get('gone1')).toBeNull();
    await cardPicturesOf(client, [{ id: 'gone1', pictureVersion: 1 }], read);
    expect(calls).toHaveLength(1);
  });
});

function Cards({ projects }: { projects: PictureOwner[] }) {
  const picture = useCardPictures(projects);
  return projects.map((project) => (
    <ProjectImage key={project.id} project={{ imageUrl: '', ...project }} picture={picture(project.id)} alt={`Picture ${project.id}`} />
  ));
}

describe('useCardPictures', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    queryClient.clear();
    created.length = revoked.length = 0;
    URL.createObjectURL = (blob: Blob) => `blob:test/${created.push(String(blob.size))}`;
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    vi.mocked(readCardPictures).mockReset().mockImplementation(async (_db, ids) => new Map(ids.map((id) => [id, pictureOf(id)])));
  });

  it('shows every card’s picture from one read, with its width and height, and revokes the URLs when they go', async () => {
    const view = render(<Cards projects={cards(12)} />);
    const image = await screen.findByRole('img', { name: 'Picture p11' });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(12));
    expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '427');
    expect(readCardPictures).toHaveBeenCalledTimes(1);

    // The list read again (same versions): no picture is read again.
    view.rerender(<Cards projects={cards(12).reverse()} />);
    expect(readCardPictures).toHaveBeenCalledTimes(1);

    expect(created).toHaveLength(12);
    view.unmount();
    await waitFor(() => expect(revoked).toHaveLength(12));
    expect(new Set(revoked).size).toBe(12);
  });

  it('falls back to the Image URL, without a Referer, when the pictures cannot be read', async () => {
    vi.mocked(readCardPictures).mockRejectedValue(new Error('offline'));
    queryClient.setDefaultOptions({ queries: { retry: false } });
    render(<ProjectImageList />);
    const image = await screen.findByRole('img', { name: 'Solar' });
    expect(image).toHaveAttribute('src', 'https://example.com/solar.jpg');
    expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
  });
});

function ProjectImageList() {
  const project = { id: 's1', pictureVersion: 1, imageUrl: 'https://example.com/solar.jpg' };
  const picture = useCardPictures([project]);
  return <ProjectImage project={project} picture={picture(project.id)} alt="Solar" />;
}
