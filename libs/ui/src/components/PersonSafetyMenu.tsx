import {
  PERSON_REPORT_REASONS,
  PERSON_REPORT_REASON_LABELS,
  type PersonReportReason,
  REPORT_DETAILS_MAX_LENGTH,
} from '@marketplace/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { useConfirm } from './ConfirmProvider';
import { ReasonDialog } from './ReasonDialog';
import { useReportedCall } from '../hooks/use-reported-call';

const REASON_CHOICES = PERSON_REPORT_REASONS.map((value) => ({
  value,
  label: PERSON_REPORT_REASON_LABELS[value],
}));

const StyledMenuRoot = styled.div`
  position: relative;
  display: inline-block;
`;

// Opens towards the room it has: from the button's start, or from its end at a row's right edge.
const StyledMenu = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  ${({ $align }) => ($align === 'start' ? 'left: 0;' : 'right: 0;')}
  z-index: 20;
  min-width: 12rem;
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

// Each item is a 44 px row, so a thumb picks the right one.
const StyledItem = styled.button<{ $danger?: boolean }>`
  display: block;
  width: 100%;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  text-align: left;
  font: inherit;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export interface PersonSafetyMenuProps {
  /** Who the actions are about, as the page names them. */
  name: string;
  block: () => Promise<unknown>;
  report: (report: { reason: PersonReportReason; details?: string }) => Promise<unknown>;
  /** How a failed call is said (the api-client's message). */
  errorMessage: (error: unknown) => string;
  /** `end` where the button sits at the right edge (a conversation's header). */
  align?: 'start' | 'end';
}

/**
 * Block or report a person, behind one small "More" button so it fits a phone's conversation
 * header or order row. Blocking asks first; reporting asks why. The storefront (a seller's
 * profile, a conversation, an order) and the seller dashboard (a buyer's profile) show the same.
 */
export function PersonSafetyMenu({
  name,
  block,
  report,
  errorMessage,
  align = 'start',
}: PersonSafetyMenuProps) {
  const confirm = useConfirm();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const { busy, run } = useReportedCall(errorMessage, () => setReporting(false));

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !rootRef.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  async function handleBlock() {
    setOpen(false);
    const agreed = await confirm(
      `Block ${name}? You will not see each other's listings, and neither of you can message the other or order the other's items. ${name} is not told. You can unblock them in Settings.`,
      { confirmLabel: 'Block', tone: 'danger' },
    );
    if (agreed) await run(block, `${name} is blocked`, 'The block was not saved');
  }

  return (
    <StyledMenuRoot ref={rootRef}>
      <Button
        size="sm"
        variant="ghost"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`More actions for ${name}`}
        onClick={() => setOpen((shown) => !shown)}
      >
        More ⋯
      </Button>
      {open && (
        <StyledMenu id={menuId} $align={align}>
          <li>
            <StyledItem type="button" $danger onClick={() => void handleBlock()}>
              Block {name}
            </StyledItem>
          </li>
          <li>
            <StyledItem
              type="button"
              onClick={() => {
                setOpen(false);
                setReporting(true);
              }}
            >
              Report {name}
            </StyledItem>
          </li>
        </StyledMenu>
      )}
      <ReasonDialog
        open={reporting}
        title={`Why are you reporting ${name}?`}
        choices={REASON_CHOICES}
        choicesLegend="Reason"
        textLabel="Tell us more"
        textRequired={(choice) => choice === 'other'}
        maxLength={REPORT_DETAILS_MAX_LENGTH}
        confirmLabel="Send report"
        busy={busy}
        onCancel={() => setReporting(false)}
        onSubmit={({ choice, text }) =>
          void run(
            () => report({ reason: choice ?? 'other', ...(text ? { details: text } : {}) }),
            'Report Success',
            'The report was not sent',
          )
        }
      />
    </StyledMenuRoot>
  );
}

export { REASON_CHOICES as PERSON_REPORT_CHOICES };
