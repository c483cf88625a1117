import { render, screen } from '@testing-library/react';
import { UiProvider } from '../theme/UiProvider';
import { RatingSummary, Stars } from './RatingSummary';

describe('RatingSummary', () => {
  it('reads "4.8 ★ (12)", and says it in words to a screen reader', () => {
    render(<RatingSummary rating={4.8} count={12} />, { wrapper: UiProvider });
    const rating = screen.getByRole('img', { name: 'Rated 4.8 out of 5 by 12 people' });
    expect(rating).toHaveTextContent('4.8 ★ (12)');
  });

  it('keeps one decimal for a whole average and says "person" for one rating', () => {
    render(<RatingSummary rating={5} count={1} />, { wrapper: UiProvider });
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5 by 1 person' })).toHaveTextContent(
      '5.0 ★ (1)',
    );
  });

  it('shows nothing before the first rating', () => {
    render(<RatingSummary rating={null} count={0} />, { wrapper: UiProvider });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(/★/)).not.toBeInTheDocument();
  });

  it("draws a review's stars, filled and empty", () => {
    render(<Stars stars={3} />, { wrapper: UiProvider });
    expect(screen.getByRole('img', { name: '3 out of 5 stars' })).toHaveTextContent('★★★☆☆');
  });
});
