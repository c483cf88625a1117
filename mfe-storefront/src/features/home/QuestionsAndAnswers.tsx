import { media } from '@marketplace/ui';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { BadgeIcon, HandshakeIcon, MegaphoneIcon } from '../../shared/icons';
import { HomeSection } from './HomeSection';

interface Answer {
  /** SPEC.md section 1's item names, spelt as there ("Advatize"). */
  question: string;
  answer: string;
  Icon: ComponentType;
}

const ANSWERS: readonly Answer[] = [
  {
    question: 'Delivery System',
    answer:
      'When you order, you tell the seller where to meet. You check the item there and pay in cash, so nothing is paid before you have seen it.',
    Icon: HandshakeIcon,
  },
  {
    question: 'Advatize',
    answer:
      'A seller can advertise any listing once. It then appears under Advertised products on this page, the first thing every visitor sees.',
    Icon: MegaphoneIcon,
  },
  {
    question: 'Member badge',
    answer:
      'Sellers our team has verified carry a green verified badge beside their name, so you know who you are dealing with.',
    Icon: BadgeIcon,
  },
];

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledItem = styled.li`
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h3 {
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledIconDisc = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.round};
`;

/** SPEC.md's Q&A block: Delivery System, Advatize and Member badge. */
export function QuestionsAndAnswers() {
  return (
    <HomeSection
      id="how-it-works"
      title="Questions and answers"
      intro="How buying and selling works on the marketplace."
    >
      <StyledList>
        {ANSWERS.map(({ question, answer, Icon }) => (
          <StyledItem key={question}>
            <StyledIconDisc>
              <Icon />
            </StyledIconDisc>
            <h3>{question}</h3>
            <p>{answer}</p>
          </StyledItem>
        ))}
      </StyledList>
    </HomeSection>
  );
}
