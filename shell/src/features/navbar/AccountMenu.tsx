import { useUnreadCount } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { signOutWithOtherTabs } from '@marketplace/auth/sign-out';
import type { AuthUser } from '@marketplace/contracts';
import { Avatar, formatCount } from '@marketplace/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';

const StyledAccountMenu = styled.div`
  position: relative;
`;

const StyledTrigger = styled.button`
  position: relative;
  display: inline-flex;
  padding: 2px;
  background: none;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** Unread messages, on the avatar's corner. */
const StyledUnread = styled.span`
  position: absolute;
  top: -4px;
  right: -6px;
  min-width: 1.25rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.25rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.danger};
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const StyledPanel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  z-index: ${({ theme }) => theme.zIndices.overlay};
  width: max-content;
  min-width: 14rem;
  max-width: calc(100vw - ${({ theme }) => theme.space[8]});
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const StyledIdentity = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  strong {
    display: block;
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

const StyledItems = styled.ul`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;

  a,
  button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    font: inherit;
    text-align: left;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    background: none;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;

    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }

    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.shadows.focus};
    }
  }
`;

interface AccountMenuProps {
  user: AuthUser;
  onLogout: () => void;
}

/** The avatar button and its panel: the display name, Dashbord and Logout (SPEC.md section 2). */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const unread = useUnreadCount(true).data ?? 0;
  // Shown on every page to someone signed in: where this tab hears another one sign out.
  useEffect(() => signOutWithOtherTabs(useSession), []);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <StyledAccountMenu ref={containerRef}>
      <StyledTrigger
        ref={triggerRef}
        aria-label={`Account menu for ${user.displayName}${unread ? `, ${unread} unread messages` : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={user.displayName} src={user.photoURL} decorative />
        {unread > 0 && (
          <StyledUnread data-testid="unread-badge" aria-hidden="true">
            {formatCount(unread)}
          </StyledUnread>
        )}
      </StyledTrigger>
      {open && (
        <StyledPanel id={panelId}>
          <StyledIdentity>
            <strong>{user.displayName}</strong>
            <span>{user.email}</span>
          </StyledIdentity>
          <StyledItems>
            <li>
              <Link to="/dashbord" onClick={() => setOpen(false)}>
                Dashbord
              </Link>
            </li>
            <li>
              <button type="button" onClick={onLogout}>
                Logout
              </button>
            </li>
          </StyledItems>
        </StyledPanel>
      )}
    </StyledAccountMenu>
  );
}
