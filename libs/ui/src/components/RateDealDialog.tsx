import { REVIEW_COMMENT_MAX_LENGTH } from '@marketplace/contracts';
import { ReasonDialog } from './ReasonDialog';

type StarChoice = '5' | '4' | '3' | '2' | '1';

const STAR_CHOICES: ReadonlyArray<{ value: StarChoice; label: string }> = [
  { value: '5', label: '★★★★★ Excellent' },
  { value: '4', label: '★★★★☆ Good' },
  { value: '3', label: '★★★☆☆ OK' },
  { value: '2', label: '★★☆☆☆ Poor' },
  { value: '1', label: '★☆☆☆☆ Bad' },
];

export interface RateDealDialogProps {
  open: boolean;
  /** Whom the rating is about, for the title ("Rate Rahim for Walton fridge"). */
  otherPartyName: string;
  product: string;
  busy?: boolean;
  onSubmit: (rating: { stars: number; comment: string }) => void;
  onCancel: () => void;
}

/**
 * The rating form after a completed deal: one to five stars (whole rows to tap) and optional
 * words. Buyers and sellers rate each other with the same form.
 */
export function RateDealDialog({
  open,
  otherPartyName,
  product,
  busy,
  onSubmit,
  onCancel,
}: RateDealDialogProps) {
  return (
    <ReasonDialog<StarChoice>
      open={open}
      title={`Rate ${otherPartyName} for ${product}`}
      choices={STAR_CHOICES}
      choicesLegend="How did the deal go?"
      choiceMissing="Choose how many stars."
      textLabel="Comment"
      textRequired={() => false}
      maxLength={REVIEW_COMMENT_MAX_LENGTH}
      confirmLabel="Send rating"
      busy={busy}
      onCancel={onCancel}
      onSubmit={({ choice, text }) => onSubmit({ stars: Number(choice), comment: text })}
    />
  );
}
