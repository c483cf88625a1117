import { media } from '@marketplace/ui';
import { lazy } from 'react';
import styled from 'styled-components';
import { AdvertisedSection } from '../features/home/AdvertisedSection';
import { BannerCarousel } from '../features/home/BannerCarousel';
import { CategorySection } from '../features/home/CategorySection';
import { FeatureStrip } from '../features/home/FeatureStrip';
import { HomeFooter } from '../features/home/HomeFooter';
import { HomeIntro } from '../features/home/HomeIntro';
import { QuestionsAndAnswers } from '../features/home/QuestionsAndAnswers';
import { SellCallToAction } from '../features/home/SellCallToAction';
import { WhenNearView } from '../features/home/WhenNearView';
import { OrderingProvider } from '../features/ordering/OrderingProvider';

// Far below the fold: their code (and the testimonials' pictures) loads only when scrolled near.
const TestimonialCarousel = lazy(() => import('../features/home/TestimonialCarousel'));
const PromoBlock = lazy(() => import('../features/home/PromoBlock'));

/**
 * On a phone the advertised products come up right under the title, so the first screen shows
 * listings rather than a banner taller than the screen; in the document, and on wider screens,
 * everything stays in SPEC.md's order.
 */
const StyledHome = styled.div`
  display: flex;
  flex-direction: column;

  > #advertised {
    order: -1;
  }

  > header:first-child {
    order: -2;
  }

  ${media.md} {
    display: block;
  }
`;

/** The home page, in SPEC.md section 1's order. */
export default function HomePage() {
  return (
    <OrderingProvider>
      <StyledHome>
        <HomeIntro />
        <BannerCarousel />
        <AdvertisedSection />
        <CategorySection />
        <QuestionsAndAnswers />
        <SellCallToAction />
        <FeatureStrip />
        <WhenNearView minHeight="24rem">
          <TestimonialCarousel />
        </WhenNearView>
        <WhenNearView minHeight="18rem">
          <PromoBlock />
        </WhenNearView>
        <HomeFooter />
      </StyledHome>
    </OrderingProvider>
  );
}
