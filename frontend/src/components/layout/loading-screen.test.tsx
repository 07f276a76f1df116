import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';

import { LoadingScreen } from '@/components/layout/loading-screen';
import { renderWithProviders } from '@/testing/test-utils';

describe('LoadingScreen', () => {
  it('is a page of its own: a main region with an h1, announced as a status', () => {
    renderWithProviders(<LoadingScreen />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Loading...' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
