// A list's card pictures: one read for the page of cards, none again on a refresh, only a changed
// version read anew; shown with their own width and height through an object URL that is revoked.
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { queryClient } from '@/lib/query-client';
import { ProjectImage } from '@/features/campaigns/components/project-image';
import type { Picture } from '@/lib/pictures/picture-converter';
import { readCardPictures, readPicture } from './picture-queries';
import { setPictureDecoder } from '@/lib/pictures/picture-decode';
import { cardPicturesOf, pictureKeys, primeEarlyCardPicture, useCardPictures, usePagePicture, type PictureOwner } from './use-pictures';

// Firestore cannot run in the unit tests (no emulator): no database is opened, the hooks only pass it to the stubbed reads.
vi.mock('@/lib/firebase', () => ({ db: {} }));
// Firestore cannot run in the unit tests (no emulator): the picture reads are stubbed; the hooks under test run over them.
vi.mock('./picture-queries', () => ({ readCardPictures: vi.fn(), readPicture: vi.fn() }));

const pictureOf = (projectId: string): Picture => ({
  projectId,
  size: 'card',
  blob: new Blob([projectId], { type: 'image/webp' }),
  width: 640,
  height: 427,
  updatedAt: null,
});
const countingReader = () => {
  const calls: string[][] = [];
  const read = async (ids: string[]) => {
    calls.push(ids);
    return new Map(ids.filter((id) => !id.startsWith('gone')).map((id) => [id, pictureOf(id)]));
  };
  return { calls, read };
};
const cards = (count: number, version = 1): PictureOwner[] =>
  Array.from({ length: count }, (_, i) => ({ id: `p${i}`, pictureVersion: version }));

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

  it('keeps a picture whose bytes decode beyond its bounds as none, and does not read it again', async () => {
    const client = new QueryClient();
    const bomb = new Blob(['small file'], { type: 'image/webp' });
    const calls: string[][] = [];
    const read = async (ids: string[]) => {
      calls.push(ids);
      return new Map(ids.map((id) => [id, id === 'p1' ? { ...pictureOf(id), blob: bomb } : pictureOf(id)]));
    };
    const decode = async (blob: Blob) => (blob === bomb ? { width: 641, height: 427 } : { width: 640, height: 427 });
    const found = await cardPicturesOf(client, cards(3), read, decode);
    expect(found.get('p0')?.width).toBe(640);
    expect(found.get('p1')).toBeNull();
    await cardPicturesOf(client, cards(3), read, decode);
    expect(calls).toHaveLength(1);
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
  const { pictureOf, onPictureShown } = useCardPictures(projects);
  return projects.map((project) => (
    <ProjectImage
      key={project.id}
      project={{ imageUrl: '', ...project }}
      picture={pictureOf(project.id)}
      alt={`Picture ${project.id}`}
      onShown={onPictureShown}
    />
  ));
}

/** The first card's picture as index.html's early read leaves it (a Firestore REST document). */
function earlyRead(projectId: string) {
  const fields = {
    bytes: { bytesValue: btoa('early') },
    contentType: { stringValue: 'image/webp' },
    width: { integerValue: '640' },
    height: { integerValue: '360' },
    projectId: { stringValue: projectId },
    size: { stringValue: 'card' },
  };
  window.__earlyReadsAt = Date.now();
  window.__earlyReads = {
    [`picture:card:${projectId}`]: Promise.resolve({
      name: `projects/x/databases/(default)/documents/projects/${projectId}/pictures/card`,
      fields,
    }),
  };
}

describe('useCardPictures', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    queryClient.clear();
    delete window.__earlyReads;
    created.length = revoked.length = 0;
    URL.createObjectURL = (blob: Blob) => `blob:test/${created.push(String(blob.size))}`;
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    vi.mocked(readCardPictures)
      .mockReset()
      .mockImplementation(async (_db, ids) => new Map(ids.map((id) => [id, pictureOf(id)])));
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

  it('shows the picture read early at once, and reads the others in one read only once it is on screen', async () => {
    earlyRead('p0');
    await primeEarlyCardPicture(cards(1)[0]);
    render(<Cards projects={cards(12)} />);
    const first = await screen.findByRole('img', { name: 'Picture p0' });
    expect(first).toHaveAttribute('height', '360');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readCardPictures).not.toHaveBeenCalled();

    fireEvent.load(first);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(12));
    expect(readCardPictures).toHaveBeenCalledTimes(1);
    expect(vi.mocked(readCardPictures).mock.calls[0][1]).toEqual(
      cards(12)
        .slice(1)
        .map((card) => card.id),
    );
  });

  it('reads every picture at once when the early read found none', async () => {
    window.__earlyReadsAt = Date.now();
    window.__earlyReads = { 'picture:card:p0': Promise.resolve(null) };
    await primeEarlyCardPicture(cards(1)[0]);
    render(<Cards projects={cards(3)} />);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    expect(vi.mocked(readCardPictures).mock.calls).toEqual([[expect.anything(), ['p0', 'p1', 'p2']]]);
  });

  it('never renders a picture whose bytes decode beyond its bounds: the placeholder shows instead', async () => {
    // Every card declares 640 wide; p1's bytes decode to 20000 x 20000 pixels.
    const bomb = new Blob(['small file'], { type: 'image/webp' });
    setPictureDecoder(async (blob) => (blob === bomb ? { width: 20_000, height: 20_000 } : { width: 640, height: 427 }));
    vi.mocked(readCardPictures).mockImplementation(
      async (_db, ids) => new Map(ids.map((id) => [id, id === 'p1' ? { ...pictureOf(id), blob: bomb } : pictureOf(id)])),
    );
    try {
      render(<Cards projects={cards(3)} />);
      await waitFor(() => expect(screen.getAllByRole('img', { name: /^Picture p[02]$/ })).toHaveLength(2));
      expect(screen.getByRole('img', { name: 'Picture p1 (no picture)' })).not.toHaveAttribute('src');
      expect(created).toHaveLength(2);
    } finally {
      setPictureDecoder(async () => ({ width: 1, height: 1 }));
    }
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
  const { pictureOf } = useCardPictures([project]);
  return <ProjectImage project={project} picture={pictureOf(project.id)} alt="Solar" />;
}

function PagePicture({ project }: { project: PictureOwner }) {
  const { picture, onShown } = usePagePicture(project);
  return <ProjectImage project={{ imageUrl: '', ...project }} picture={picture} alt="Page" onShown={onShown} />;
}

describe('usePagePicture', () => {
  beforeEach(() => {
    queryClient.clear();
    URL.createObjectURL = (blob: Blob) => `blob:test/${blob.size}`;
    URL.revokeObjectURL = () => {};
    vi.mocked(readPicture)
      .mockReset()
      .mockResolvedValue({ ...pictureOf('p1'), size: 'page', width: 1600, height: 900 });
  });

  it('shows the card size it has at once and reads the page size only once that is on screen, then shows it', async () => {
    queryClient.setQueryData(pictureKeys.one('card', 'p1', 3), pictureOf('p1'));
    render(<PagePicture project={{ id: 'p1', pictureVersion: 3 }} />);
    const image = screen.getByRole('img', { name: 'Page' });
    expect(image).toHaveAttribute('width', '640');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readPicture).not.toHaveBeenCalled();

    fireEvent.load(image);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Page' })).toHaveAttribute('width', '1600'));
    expect(readPicture).toHaveBeenCalledWith(expect.anything(), 'p1', 'page');
  });

  it('shows the placeholder, not the page size, when its bytes decode beyond 1600 pixels a side', async () => {
    setPictureDecoder(async () => ({ width: 1601, height: 900 }));
    try {
      render(<PagePicture project={{ id: 'p1', pictureVersion: 3 }} />);
      expect(await screen.findByRole('img', { name: 'Page (no picture)' })).not.toHaveAttribute('src');
      expect(readPicture).toHaveBeenCalledWith(expect.anything(), 'p1', 'page');
    } finally {
      setPictureDecoder(async () => ({ width: 1, height: 1 }));
    }
  });

  it('reads the page size at once without a card size to show first', async () => {
    render(<PagePicture project={{ id: 'p1', pictureVersion: 3 }} />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Page' })).toHaveAttribute('width', '1600'));
  });
});
