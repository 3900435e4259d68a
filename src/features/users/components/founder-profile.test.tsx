import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { FounderProfileCard } from './founder-profile';

describe('FounderProfileCard', () => {
  it("shows the founder's name, bio and joining date, and nothing private", () => {
    renderWithProviders(
      <FounderProfileCard
        profile={{
          id: 'erin',
          displayName: 'Erin Walsh',
          bio: 'Ten years building solar grids.',
          joinedAt: new Date(Date.UTC(2026, 8, 1, 12)),
        }}
      />,
    );
    const card = screen.getByLabelText('About the founder');
    expect(card).toHaveTextContent('Erin Walsh');
    expect(card).toHaveTextContent('Ten years building solar grids.');
    expect(card).toHaveTextContent(/Member since Sep 1, 2026/);
    expect(card).not.toHaveTextContent('@');
  });
});
