import arif from '../../assets/pictures/portrait-arif-160.webp';
import farhana from '../../assets/pictures/portrait-farhana-160.webp';
import imran from '../../assets/pictures/portrait-imran-160.webp';
import kamal from '../../assets/pictures/portrait-kamal-160.webp';
import nabila from '../../assets/pictures/portrait-nabila-160.webp';
import sadia from '../../assets/pictures/portrait-sadia-160.webp';

export interface Testimonial {
  name: string;
  /** What they bought or sold, and where. */
  context: string;
  quote: string;
  portrait: string;
}

/** SPEC.md section 1: the testimonials are placeholder marketing content. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Farhana Islam',
    context: 'Bought a laptop in Dhanmondi',
    quote:
      'I met the seller at a café, tried the laptop for ten minutes and paid on the spot. No advance payment, no surprises.',
    portrait: farhana,
  },
  {
    name: 'Imran Chowdhury',
    context: 'Sold a camera in Mirpur',
    quote:
      'My old camera sat in a cupboard for two years. It sold in three days, and the buyer was as careful with it as I was.',
    portrait: imran,
  },
  {
    name: 'Sadia Rahman',
    context: 'Bought an armchair in Banani',
    quote:
      'The verified badge made me comfortable ordering from someone I had never met. The chair is exactly as pictured.',
    portrait: sadia,
  },
  {
    name: 'Kamal Uddin',
    context: 'Sold two phones in Uttara',
    quote: 'Advertising my listing put it on the home page. I had three orders the same afternoon.',
    portrait: kamal,
  },
  {
    name: 'Nabila Haque',
    context: 'Bought a bicycle in Gulshan',
    quote:
      'Half the price of a new one and it rides like new. Meeting in a public place felt safe and simple.',
    portrait: nabila,
  },
  {
    name: 'Arif Hossain',
    context: 'Sold a washing machine in Mohammadpur',
    quote:
      'Listing took a minute. I kept track of the order in my dashboard and got paid in cash at my door.',
    portrait: arif,
  },
];
