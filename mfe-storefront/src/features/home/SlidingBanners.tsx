import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { BannerSlide } from './BannerSlide';
import { BANNERS } from './banners';

export interface SlidingBannersProps {
  /** How long a banner stays; absent, the banners never move by themselves. */
  autoplayDelay: number | null;
  /** How long a slide takes; 0 swaps banners without sliding. */
  speed: number;
  /** The banner in view; the others are inert, so Tab never lands on a hidden link. */
  activeIndex: number;
  onSwiper: (swiper: SwiperInstance) => void;
  onActiveChange: (index: number) => void;
}

/**
 * The banners on Swiper: loops, and autoplays. Loaded only once the banners first have to
 * move (BannerCarousel), so the home page's first load does without Swiper's code.
 */
export default function SlidingBanners({
  autoplayDelay,
  speed,
  activeIndex,
  onSwiper,
  onActiveChange,
}: SlidingBannersProps) {
  return (
    <Swiper
      modules={[Autoplay]}
      loop
      speed={speed}
      autoplay={
        autoplayDelay === null ? false : { delay: autoplayDelay, disableOnInteraction: false }
      }
      onSwiper={onSwiper}
      onSlideChange={(swiper) => onActiveChange(swiper.realIndex)}
    >
      {BANNERS.map((banner, index) => (
        <SwiperSlide
          key={banner.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${BANNERS.length}`}
          inert={index !== activeIndex}
        >
          <BannerSlide banner={banner} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
