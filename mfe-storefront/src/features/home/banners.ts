import meetAndPayLarge from '../../assets/pictures/banner-meet-and-pay-960.webp';
import meetAndPaySmall from '../../assets/pictures/banner-meet-and-pay-480.webp';
import secondHomeLarge from '../../assets/pictures/banner-second-home-960.webp';
import secondHomeSmall from '../../assets/pictures/banner-second-home-480.webp';
import startSellingLarge from '../../assets/pictures/banner-start-selling-960.webp';
import startSellingSmall from '../../assets/pictures/banner-start-selling-480.webp';

export interface Banner {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  action: { label: string; to: string };
  /** The same 4:3 picture at 480 and 960 pixels wide. */
  picture: { small: string; large: string };
}

/** The promotional banners of the home page's carousel (SPEC.md section 1). */
export const BANNERS: readonly Banner[] = [
  {
    id: 'second-home',
    eyebrow: 'Second-hand, first-rate',
    title: 'Good things deserve a second home',
    text: 'Phones, laptops, furniture and more from people near you, at a fraction of the price new.',
    action: { label: 'Browse categories', to: '/#categories' },
    picture: { small: secondHomeSmall, large: secondHomeLarge },
  },
  {
    id: 'meet-and-pay',
    eyebrow: 'Cash at the meeting',
    title: 'See it, check it, then pay',
    text: 'You meet the seller, make sure the item works, and only then hand over the cash.',
    action: { label: 'How it works', to: '/#how-it-works' },
    picture: { small: meetAndPaySmall, large: meetAndPayLarge },
  },
  {
    id: 'start-selling',
    eyebrow: 'For sellers',
    title: 'Turn what you no longer use into cash',
    text: 'List an item in a minute, advertise it on the home page, and meet buyers near you.',
    action: { label: 'Start making money', to: '/dashbord/addproduct/' },
    picture: { small: startSellingSmall, large: startSellingLarge },
  },
];
