import { fireEvent, render, screen } from '@testing-library/react';
import { UiProvider } from '../theme/UiProvider';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the photo, named for its person', () => {
    render(<Avatar name="Ada Lovelace" src="/api/images/ada.webp" />, { wrapper: UiProvider });

    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
      'src',
      '/api/images/ada.webp',
    );
  });

  it('shows initials when there is no photo', () => {
    render(<Avatar name="Ada Lovelace" src={null} />, { wrapper: UiProvider });

    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
    expect(avatar).not.toHaveAttribute('src');
  });

  it('falls back to initials when the photo fails to load, and tries a new photo again', () => {
    const { rerender } = render(<Avatar name="cher" src="/broken.png" />, { wrapper: UiProvider });
    fireEvent.error(screen.getByRole('img', { name: 'cher' }));
    expect(screen.getByRole('img', { name: 'cher' })).toHaveTextContent('C');

    rerender(<Avatar name="cher" src="/fixed.png" />);
    expect(screen.getByRole('img', { name: 'cher' })).toHaveAttribute('src', '/fixed.png');
  });

  it('stays out of the accessibility tree when decorative', () => {
    render(
      <>
        <Avatar name="Ada Lovelace" decorative />
        <Avatar name="Alan Turing" src="/alan.png" decorative />
      </>,
      { wrapper: UiProvider },
    );

    expect(screen.queryByRole('img', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Alan Turing' })).not.toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
  });
});
