import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { FounderProfileCard } from './founder-profile';

const erin = {
  id: 'erin',
  displayName: 'Erin Walsh',
  bio: 'Ten years building solar grids.',
  joinedAt: new Date(Date.UTC(2026, 8, 1, 12)),
  pictureHash: '',
};

describe('FounderProfileCard', () => {
  it("shows the founder's name, bio and joining date, and nothing private", () => {
    renderWithProviders(<FounderProfileCard profile={erin} />);
    const card = screen.getByLabelText('About the founder');
    expect(card).toHaveTextContent('Erin Walsh');
    expect(card).toHaveTextContent('Ten years building solar grids.');
    expect(card).toHaveTextContent(/Member since Sep 1, 2026/);
    expect(card).not.toHaveTextContent('@');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows their picture beside their name, with or without a bio', () => {
    renderWithProviders(<FounderProfileCard profile={{ ...erin, bio: '' }} pictureUrl="blob:erin" />);
    expect(screen.getByRole('img', { name: 'Picture of Erin Walsh' })).toHaveAttribute('src', 'blob:erin');
    expect(screen.getByLabelText('About the founder')).toHaveTextContent('Erin Walsh');
  });
});
