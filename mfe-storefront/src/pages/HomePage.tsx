import { lazy } from 'react';
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

/** The home page, in SPEC.md section 1's order. */
export default function HomePage() {
  return (
    <OrderingProvider>
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
    </OrderingProvider>
  );
}
