import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchFeaturedProjects } from '@/features/campaigns/api/front-door/featured-projects';
import { renderWithData } from '@/testing/render-with-data';
import { signedOut } from '@/testing/test-data';
import { FeaturedProjects } from './featured-projects';

// Firestore cannot run in the unit tests (no emulator): the featured read is stubbed to refuse as the rules do; the real useFeaturedProjects runs over it.
vi.mock('@/features/campaigns/api/front-door/featured-projects', () => ({ fetchFeaturedProjects: vi.fn() }));

describe('FeaturedProjects', () => {
  // In braces: a function returned from beforeEach is run after the test, as its cleanup.
  beforeEach(() => {
    vi.mocked(fetchFeaturedProjects).mockReset();
  });

  it('says a refused read in plain words, never the rules’ own message, and Try again reads again', async () => {
    const refused = Object.assign(new Error("Request failed with error: false for 'list' @ L372"), {
      name: 'FirebaseError',
      code: 'permission-denied',
    });
    vi.mocked(fetchFeaturedProjects).mockRejectedValue(refused);
    const { user } = renderWithData(<FeaturedProjects />, signedOut);
    expect(await screen.findByText(/Error fetching projects/)).toBeInTheDocument();
    expect(screen.queryByText(/@ L372/)).not.toBeInTheDocument();
    expect(fetchFeaturedProjects).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchFeaturedProjects).toHaveBeenCalledTimes(2));
  });
});
