import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Deferred } from './deferred';

describe('Deferred', () => {
  it('leaves its children out of the first commit and renders them right after', () => {
    const firstCommitHad: boolean[] = [];
    function FirstCommitProbe() {
      useLayoutEffect(() => {
        firstCommitHad.push(screen.queryByText('Below the fold') !== null);
      }, []);
      return <h1>Above the fold</h1>;
    }
    render(
      <>
        <FirstCommitProbe />
        <Deferred>
          <p>Below the fold</p>
        </Deferred>
      </>,
    );
    expect(firstCommitHad).toEqual([false]);
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
  });
});
