// A project's picture as the screens show it: an uploaded one from its own address (both sizes in
// srcset, the browser decoding off the main thread), falling back to the Image URL and then to the
// placeholder when one fails; a project whose hashes are missing or malformed shows its Image URL.
import { fireEvent, render, screen } from '@testing-library/react';
import { PICTURE_SHOWN_WIDTHS } from '@shared/pictures/picture-address';
import { ProjectImage } from './project-image';

const hashes = { card: 'a'.repeat(64), page: 'b'.repeat(64) };
const uploaded = { id: 'solar', imageUrl: 'https://example.com/solar.jpg', pictureVersion: 2, pictureHashes: hashes };
const cardAddress = `/pictures/projects/solar/card/${hashes.card}`;
const pageAddress = `/pictures/projects/solar/page/${hashes.page}`;

describe('ProjectImage', () => {
  it('shows an uploaded card picture from its address, both sizes offered, lazily and decoded off the main thread', () => {
    render(<ProjectImage project={uploaded} alt="Solar" />);
    const image = screen.getByRole('img', { name: 'Solar' });
    expect(image).toHaveAttribute('src', cardAddress);
    expect(image).toHaveAttribute('srcset', `${cardAddress} 640w, ${pageAddress} 1600w`);
    expect(image).toHaveAttribute('sizes', PICTURE_SHOWN_WIDTHS.card);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
  });

  it('shows the page size on the project page, fetched first and at once', () => {
    render(<ProjectImage project={uploaded} shownAs="page" eager alt="Solar" />);
    const image = screen.getByRole('img', { name: 'Solar' });
    expect(image).toHaveAttribute('src', pageAddress);
    expect(image).toHaveAttribute('sizes', PICTURE_SHOWN_WIDTHS.page);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
  });

  it('falls back to the Image URL when the uploaded picture does not load, then to the placeholder', () => {
    render(<ProjectImage project={uploaded} alt="Solar" />);
    fireEvent.error(screen.getByRole('img', { name: 'Solar' }));
    const pasted = screen.getByRole('img', { name: 'Solar' });
    expect(pasted).toHaveAttribute('src', uploaded.imageUrl);
    expect(pasted).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(pasted).not.toHaveAttribute('srcset');
    fireEvent.error(pasted);
    expect(screen.getByRole('img', { name: 'Solar (no picture)' })).toBeInTheDocument();
  });

  it.each([
    ['no uploaded picture', { pictureVersion: null, pictureHashes: null }],
    ['a version without hashes (written before addresses)', { pictureHashes: undefined }],
    ['a malformed hash', { pictureHashes: { card: hashes.card, page: 'B'.repeat(64) } }],
  ])('shows the Image URL for %s', (_case, fields) => {
    render(<ProjectImage project={{ ...uploaded, ...fields }} alt="Solar" />);
    expect(screen.getByRole('img', { name: 'Solar' })).toHaveAttribute('src', uploaded.imageUrl);
  });

  it('shows the placeholder when there is neither', () => {
    render(<ProjectImage project={{ id: 'solar', imageUrl: '', pictureVersion: null }} alt="Solar" />);
    expect(screen.getByRole('img', { name: 'Solar (no picture)' })).toBeInTheDocument();
  });
});
