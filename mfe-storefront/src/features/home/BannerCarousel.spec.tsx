import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInStorefront } from '../../testing/storefront-test-app';
import { BANNER_DELAY_MS, BannerCarousel } from './BannerCarousel';
import { BANNERS } from './banners';

/** The banner a visitor sees: the one slide that is not inert. */
const bannerInView = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => !slide.closest('[inert]'))
    .map((slide) => slide.querySelector('h2')?.textContent);

const bullet = (number: number) =>
  screen.getByRole('button', { name: `Show banner ${number} of ${BANNERS.length}` });

function preferReducedMotion(reduce: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the banner carousel', () => {
  it('shows the first banner at once, its picture fetched first and sized', () => {
    renderInStorefront(<BannerCarousel />);
    expect(bannerInView()).toEqual([BANNERS[0]!.title]);
    const picture = screen.getByRole('group', { name: '1 of 3' }).querySelector('img');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('width', '480');
    expect(picture).toHaveAttribute('height', '360');
    expect(bullet(1)).toHaveAttribute('aria-current', 'true');
  });

  it('shows the banner whose bullet is clicked, and only that one to keyboard and screen reader', async () => {
    const { user } = renderInStorefront(<BannerCarousel />);

    await user.click(bullet(3));

    await waitFor(() => expect(bannerInView()).toEqual([BANNERS[2]!.title]));
    expect(bullet(3)).toHaveAttribute('aria-current', 'true');
    expect(bullet(1)).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: BANNERS[2]!.action.label })).toHaveAttribute(
      'href',
      BANNERS[2]!.action.to,
    );
    // The first banner's link is still in the page, but inert: Tab cannot land on it.
    expect(
      screen.getByRole('link', { name: BANNERS[0]!.action.label }).closest('[inert]'),
    ).not.toBeNull();
  });

  it('moves on by itself after the first banner has had its turn', async () => {
    jest.useFakeTimers();
    renderInStorefront(<BannerCarousel />);

    act(() => jest.advanceTimersByTime(BANNER_DELAY_MS));

    await waitFor(() => expect(bullet(2)).toHaveAttribute('aria-current', 'true'));
  });

  it('stays put once paused, and offers to play again', () => {
    jest.useFakeTimers();
    renderInStorefront(<BannerCarousel />);

    fireEvent.click(screen.getByRole('button', { name: 'Pause the banners' }));
    act(() => jest.advanceTimersByTime(BANNER_DELAY_MS * 3));

    expect(bullet(1)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Play the banners' })).toBeVisible();
  });

  it('waits while the pointer is over it or focus is inside it', async () => {
    jest.useFakeTimers();
    renderInStorefront(<BannerCarousel />);
    const carousel = screen.getByRole('region', { name: 'Highlights' });

    fireEvent.pointerEnter(carousel);
    act(() => jest.advanceTimersByTime(BANNER_DELAY_MS * 2));
    fireEvent.pointerLeave(carousel);
    act(() => bullet(2).focus());
    act(() => jest.advanceTimersByTime(BANNER_DELAY_MS * 2));
    expect(bullet(1)).toHaveAttribute('aria-current', 'true');

    act(() => bullet(2).blur());
    act(() => jest.advanceTimersByTime(BANNER_DELAY_MS));
    await waitFor(() => expect(bullet(2)).toHaveAttribute('aria-current', 'true'));
  });

  it('never moves by itself, and offers no play control, for a visitor who asked for less motion', async () => {
    jest.useFakeTimers();
    preferReducedMotion(true);
    renderInStorefront(<BannerCarousel />);

    act(() => jest.advanceTimersByTime(BANNER_DELAY_MS * 3));

    expect(bullet(1)).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).not.toBeInTheDocument();
  });
});
