import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../theme/UiProvider';
import { Button } from './Button';
import { Spinner } from './Spinner';

describe('Button', () => {
  it('is a plain button that does not submit its form unless asked', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button variant="secondary">Preview</Button>
        <Button type="submit">Save</Button>
      </form>,
      { wrapper: UiProvider },
    );

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is busy and cannot be pressed again while loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Login
      </Button>,
      { wrapper: UiProvider },
    );

    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    expect(login).toHaveAttribute('aria-busy', 'true');
    await user.click(login);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders as a link when given another element', () => {
    render(
      <Button as="a" href="/dashbord/addproduct">
        Sale Product
      </Button>,
      { wrapper: UiProvider },
    );

    const link = screen.getByRole('link', { name: 'Sale Product' });
    expect(link).toHaveAttribute('href', '/dashbord/addproduct');
    expect(link).not.toHaveAttribute('type');
  });
});

describe('Spinner', () => {
  it('announces what is loading', () => {
    render(<Spinner label="Loading reports" />, { wrapper: UiProvider });

    expect(screen.getByRole('status')).toHaveTextContent('Loading reports');
  });
});
