import { breakpoints } from '@marketplace/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { ChevronLeftIcon, ChevronRightIcon } from '../../shared/icons';
import { usePrefersReducedMotion } from '../../shared/use-prefers-reduced-motion';
import { HomeSection } from './HomeSection';
import { TESTIMONIALS, type Testimonial } from './testimonials';

const StyledCarousel = styled.div`
  .swiper-slide {
    height: auto;
  }
`;

const StyledQuote = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  blockquote {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  blockquote::before {
    content: '“';
    display: block;
    height: 2.25rem;
    font-size: 3.5rem;
    line-height: 1;
    color: ${({ theme }) => theme.colors.accent};
  }

  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }

  img {
    width: 3.5rem;
    height: 3.5rem;
    border-radius: ${({ theme }) => theme.radii.round};
  }

  strong {
    display: block;
  }
`;

const StyledContext = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledArrows = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const StyledArrow = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.round};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

function TestimonialQuote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <StyledQuote>
      <blockquote>{testimonial.quote}</blockquote>
      <figcaption>
        <img
          src={testimonial.portrait}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
        <span>
          <strong>{testimonial.name}</strong>
          <StyledContext>{testimonial.context}</StyledContext>
        </span>
      </figcaption>
    </StyledQuote>
  );
}

/**
 * SPEC.md's client-testimonial carousel: loops, with navigation arrows. It never moves by itself,
 * and under reduced motion the arrows change the quotes without sliding. Loaded only when
 * scrolled near (HomePage), so its code and pictures cost the first load nothing.
 */
export default function TestimonialCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  return (
    <HomeSection title="What our customers say" intro="Buyers and sellers on how it went.">
      <StyledCarousel aria-roledescription="carousel" aria-label="Testimonials">
        <Swiper
          loop
          speed={reducedMotion ? 0 : 500}
          spaceBetween={20}
          slidesPerView={1}
          breakpoints={{
            [breakpoints.md]: { slidesPerView: 2 },
            [breakpoints.lg]: { slidesPerView: 3 },
          }}
          onSwiper={setSwiper}
        >
          {TESTIMONIALS.map((testimonial, index) => (
            <SwiperSlide
              key={testimonial.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
            >
              <TestimonialQuote testimonial={testimonial} />
            </SwiperSlide>
          ))}
        </Swiper>
        <StyledArrows>
          <StyledArrow
            type="button"
            aria-label="Previous testimonial"
            onClick={() => swiper?.slidePrev()}
          >
            <ChevronLeftIcon />
          </StyledArrow>
          <StyledArrow
            type="button"
            aria-label="Next testimonial"
            onClick={() => swiper?.slideNext()}
          >
            <ChevronRightIcon />
          </StyledArrow>
        </StyledArrows>
      </StyledCarousel>
    </HomeSection>
  );
}
