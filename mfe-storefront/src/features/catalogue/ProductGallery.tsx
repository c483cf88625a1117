import { useState } from 'react';
import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/thumbs';
import { ProductPicture } from './ProductPicture';

const StyledGallery = styled.div`
  min-width: 0;

  .swiper-button-prev,
  .swiper-button-next {
    width: 2.75rem;
    height: 2.75rem;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.pill};
    box-shadow: ${({ theme }) => theme.shadows.sm};

    &::after {
      font-size: 1.1rem;
      font-weight: 700;
    }

    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.shadows.focus};
    }
  }
`;

const StyledThumbs = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[2]};

  .swiper-slide {
    opacity: 0.55;
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radii.sm};
    overflow: hidden;
  }

  .swiper-slide-thumb-active {
    opacity: 1;
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const StyledCounter = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ProductGalleryProps {
  photos: readonly string[];
  name: string;
}

/**
 * A listing's photos: swiped on a phone, with arrows and thumbnails on larger screens, and the
 * arrow keys once the gallery is in view. Loaded lazily by ProductCard for two photos or more.
 */
export default function ProductGallery({ photos, name }: ProductGalleryProps) {
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [current, setCurrent] = useState(0);
  return (
    <StyledGallery role="region" aria-roledescription="gallery" aria-label={`Photos of ${name}`}>
      <Swiper
        modules={[Navigation, Thumbs, Keyboard, A11y]}
        navigation
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: 'Previous photo',
          nextSlideMessage: 'Next photo',
          slideLabelMessage: 'Photo {{index}} of {{slidesLength}}',
        }}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        onSlideChange={(swiper) => setCurrent(swiper.activeIndex)}
      >
        {photos.map((url, index) => (
          <SwiperSlide key={`${url}-${index}`}>
            <ProductPicture
              url={url}
              alt={`${name}, photo ${index + 1} of ${photos.length}`}
              sizes="(min-width: 768px) 55vw, 100vw"
              eager={index === 0}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      <StyledCounter aria-live="polite">
        Photo {current + 1} of {photos.length}
      </StyledCounter>
      <StyledThumbs>
        <Swiper
          modules={[Thumbs]}
          onSwiper={setThumbs}
          slidesPerView={5}
          spaceBetween={8}
          watchSlidesProgress
        >
          {photos.map((url, index) => (
            <SwiperSlide key={`${url}-${index}`}>
              <ProductPicture url={url} alt={`Show photo ${index + 1}`} sizes="6rem" />
            </SwiperSlide>
          ))}
        </Swiper>
      </StyledThumbs>
    </StyledGallery>
  );
}
