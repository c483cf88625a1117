import { media } from '@marketplace/ui';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import summerLarge from '../../assets/pictures/promo-summer-640.webp';
import summerSmall from '../../assets/pictures/promo-summer-320.webp';
import winterLarge from '../../assets/pictures/promo-winter-640.webp';
import winterSmall from '../../assets/pictures/promo-winter-320.webp';
import { HomeSection } from './HomeSection';

interface Promo {
  eyebrow: string;
  title: string;
  text: string;
  /** Where "Shop the …" leads: a category's listings at least the promised discount below new. */
  target: string;
  picture: { small: string; large: string };
}

/** SPEC.md section 9's promotional text; placeholder marketing content, as section 1 says. */
const PROMOS: readonly Promo[] = [
  {
    eyebrow: 'Winter offer',
    title: '30% discount',
    text: 'On heaters, fridges and the appliances that keep a home running.',
    target: '/producs/Home%20Appliances?discount=30',
    picture: { small: winterSmall, large: winterLarge },
  },
  {
    eyebrow: 'Summer collection',
    title: 'Up to 50% off',
    text: 'Bicycles for the long evenings, at half their price new or less.',
    target: '/producs/Bicycles?discount=50',
    picture: { small: summerSmall, large: summerLarge },
  },
];

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledPromo = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  align-items: center;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  img {
    width: 100%;
    height: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};

  p {
    margin: 0;
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};

    ${media.sm} {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
`;

const StyledEyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.warningText};
`;

const StyledDetail = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** Inline, so a wrapped label keeps its arrow; padded to a comfortable touch target. */
const StyledShopLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => theme.space[2]} 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** SPEC.md's summer-sale promo block, with the winter offer beside it. Loaded when scrolled near. */
export default function PromoBlock() {
  return (
    <HomeSection title="Seasonal offers">
      <StyledList>
        {PROMOS.map((promo) => (
          <StyledPromo key={promo.title}>
            <img
              src={promo.picture.small}
              srcSet={`${promo.picture.small} 320w, ${promo.picture.large} 640w`}
              sizes="(min-width: 768px) 15rem, 40vw"
              alt=""
              width={320}
              height={240}
              loading="lazy"
              decoding="async"
            />
            <StyledText>
              <StyledEyebrow>{promo.eyebrow}</StyledEyebrow>
              <h3>{promo.title}</h3>
              <StyledDetail>{promo.text}</StyledDetail>
              <StyledShopLink to={promo.target}>
                Shop the {promo.eyebrow.toLowerCase()}
                <span aria-hidden="true">&nbsp;→</span>
              </StyledShopLink>
            </StyledText>
          </StyledPromo>
        ))}
      </StyledList>
    </HomeSection>
  );
}
