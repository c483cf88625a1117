import { type FocusEvent, Suspense, lazy, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { PauseIcon, PlayIcon } from '../../shared/icons';
import { usePrefersReducedMotion } from '../../shared/use-prefers-reduced-motion';
import { BannerSlide } from './BannerSlide';
import { BANNERS } from './banners';

/**
 * How long each banner stays before the next. SPEC.md section 9 says the carousel "autoplays
 * with a 50 ms delay"; as Swiper's delay that would swap banners about three times a second,
 * which nobody can read, so each one stays 6 s instead (README.md, "Departures").
 */
export const BANNER_DELAY_MS = 6000;
const SLIDE_SPEED_MS = 600;

// Swiper (about 28 KB of compressed script) is needed only once a banner has to move: when the
// first one has been read, or when the visitor picks another. Until then the first banner is
// plain markup, so it paints at once and the first load carries no carousel code. Pointing at
// or focusing the carousel starts the download early.
const loadSlidingBanners = () => import('./SlidingBanners');
const SlidingBanners = lazy(loadSlidingBanners);
const preloadSlidingBanners = () => {
  loadSlidingBanners().catch(() => {});
};

const StyledCarousel = styled.section`
  position: relative;
  margin-bottom: ${({ theme }) => theme.space[12]};
  /* Room under the banners for the bullets and the pause button. */
  padding-bottom: 3.25rem;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledBullets = styled.div`
  position: absolute;
  bottom: ${({ theme }) => theme.space[3]};
  left: 50%;
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  transform: translateX(-50%);
`;

/** A 24 px button (a comfortable target) drawing a small dot, stretched while current. */
const StyledBullet = styled.button`
  display: inline-grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  &::before {
    content: '';
    width: 0.625rem;
    height: 0.625rem;
    background: ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    transition: width ${({ theme }) => theme.transitions.normal};
  }

  &[aria-current='true']::before {
    width: 1.375rem;
    background: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledPlayToggle = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[2]};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** The first banner as plain markup, exactly where Swiper will show it. */
function FirstBanner() {
  return (
    <div role="group" aria-roledescription="slide" aria-label={`1 of ${BANNERS.length}`}>
      <BannerSlide banner={BANNERS[0]!} first />
    </div>
  );
}

/** Where to go once Swiper is there: the next banner, or one the visitor picked. */
type Move = 'next' | number;

/**
 * SPEC.md's promotional banner carousel: loops, autoplays, and has clickable pagination. It
 * stops while the pointer is over it or focus is inside it (so nothing moves under a reader),
 * the visitor can pause it for good, and for a visitor who asked their system for reduced
 * motion it never moves by itself, and a picked banner appears without sliding.
 */
export function BannerCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [swiperWanted, setSwiperWanted] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pendingMove = useRef<Move | null>(null);
  const playing = !reducedMotion && !pausedByVisitor && !hovered && !focused;

  // The first banner's turn ends: bring in Swiper, which moves on as soon as it is there.
  useEffect(() => {
    if (!playing || swiperWanted) return;
    const firstTurn = setTimeout(() => {
      pendingMove.current = 'next';
      setSwiperWanted(true);
    }, BANNER_DELAY_MS);
    return () => clearTimeout(firstTurn);
  }, [playing, swiperWanted]);

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  const moveTo = (move: Move, instance: SwiperInstance) => {
    if (move === 'next') instance.slideNext();
    else instance.slideToLoop(move);
  };

  const showBanner = (index: number) => {
    if (swiper) {
      moveTo(index, swiper);
      return;
    }
    pendingMove.current = index;
    setSwiperWanted(true);
  };

  const handleSwiper = (instance: SwiperInstance) => {
    setSwiper(instance);
    const move = pendingMove.current;
    pendingMove.current = null;
    if (move !== null) moveTo(move, instance);
  };

  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <StyledCarousel
      aria-roledescription="carousel"
      aria-label="Highlights"
      onPointerEnter={() => {
        setHovered(true);
        preloadSlidingBanners();
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        preloadSlidingBanners();
      }}
      onBlur={leaveFocus}
    >
      {swiperWanted ? (
        <Suspense fallback={<FirstBanner />}>
          <SlidingBanners
            autoplayDelay={reducedMotion ? null : BANNER_DELAY_MS}
            speed={reducedMotion ? 0 : SLIDE_SPEED_MS}
            activeIndex={activeIndex}
            onSwiper={handleSwiper}
            onActiveChange={setActiveIndex}
          />
        </Suspense>
      ) : (
        <FirstBanner />
      )}
      <StyledBullets>
        {BANNERS.map((banner, index) => (
          <StyledBullet
            key={banner.id}
            type="button"
            aria-label={`Show banner ${index + 1} of ${BANNERS.length}`}
            aria-current={index === activeIndex ? 'true' : undefined}
            onClick={() => showBanner(index)}
          />
        ))}
      </StyledBullets>
      {!reducedMotion && (
        <StyledPlayToggle
          type="button"
          onClick={() => setPausedByVisitor((paused) => !paused)}
          aria-label={pausedByVisitor ? 'Play the banners' : 'Pause the banners'}
        >
          {pausedByVisitor ? <PlayIcon /> : <PauseIcon />}
          {pausedByVisitor ? 'Play' : 'Pause'}
        </StyledPlayToggle>
      )}
    </StyledCarousel>
  );
}
