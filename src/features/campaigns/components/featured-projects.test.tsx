import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeaturedProjects } from '@/features/campaigns/api/front-door/use-front-door';
import { renderWithProviders } from '@/testing/render';
import { FeaturedProjects } from './featured-projects';

vi.mock('@/features/campaigns/api/front-door/use-front-door', () => ({ useFeaturedProjects: vi.fn() }));

const refetch = vi.fn();
type Featured = ReturnType<typeof useFeaturedProjects>;

describe('FeaturedProjects', () => {
  beforeEach(() => refetch.mockReset());

  it('says a refused read in plain words, never the rules’ own message, and Try again reads again', async () => {
    const refused = Object.assign(new Error("Request failed with error: false for 'list' @ L372"), {
      name: 'FirebaseError',
      code: 'permission-denied',
    });
    vi.mocked(useFeaturedProjects).mockReturnValue({
      data: undefined,
      isPending: false,
      isError: true,
      error: refused,
      refetch,
      isFetching: false,
    } as unknown as Featured);
    renderWithProviders(<FeaturedProjects />);
    expect(screen.getByText(/Error fetching projects/)).toBeInTheDocument();
    expect(screen.queryByText(/@ L372/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
