import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../theme/UiProvider';
import { CheckboxField } from './CheckboxField';
import { FileField } from './FileField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

describe('form fields', () => {
  it('names a checkbox by its label, reads its hint with it, and ticks it from the label', async () => {
    render(
      <CheckboxField
        label="Show my phone on this listing"
        hint="Signed-in buyers may ask for it"
        name="showPhone"
        defaultChecked
      />,
      { wrapper: UiProvider },
    );
    const box = screen.getByRole('checkbox', { name: 'Show my phone on this listing' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Signed-in buyers may ask for it');
    await userEvent.setup().click(screen.getByText('Show my phone on this listing'));
    expect(box).not.toBeChecked();
  });

  it('names a text field by its label and marks it required', () => {
    render(<TextField label="Email" type="email" required />, { wrapper: UiProvider });

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription();
  });

  it('reads the hint and the error with the field, and marks it invalid', () => {
    render(
      <TextField
        label="Phone"
        hint="Digits only"
        error="phone must be 5 to 20 digits"
        type="tel"
      />,
      { wrapper: UiProvider },
    );

    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toBeInvalid();
    expect(phone).toHaveAccessibleDescription('Digits only phone must be 5 to 20 digits');
  });

  it("keeps the caller's own aria-describedby alongside the error", () => {
    render(
      <>
        <p id="price-help">In dollars</p>
        <TextField
          label="Resale price"
          aria-describedby="price-help"
          error="resellPrice is required"
        />
      </>,
      { wrapper: UiProvider },
    );

    expect(screen.getByRole('textbox', { name: 'Resale price' })).toHaveAccessibleDescription(
      'In dollars resellPrice is required',
    );
  });

  it('offers the options of a select, with an unselectable placeholder', async () => {
    const user = userEvent.setup();
    render(
      <SelectField
        label="Category"
        placeholder="Choose a category"
        defaultValue=""
        required
        error="category is required"
        options={[
          { value: 'phones', label: 'Phones' },
          { value: 'laptops', label: 'Laptops' },
        ]}
      />,
      { wrapper: UiProvider },
    );

    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toHaveAccessibleDescription('category is required');
    expect(screen.getByRole('option', { name: 'Choose a category' })).toBeDisabled();
    await user.selectOptions(category, 'Laptops');
    expect(category).toHaveValue('laptops');
  });

  it('takes a file from a labelled file input', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<FileField label="Profile image" accept="image/*" required onChange={onChange} />, {
      wrapper: UiProvider,
    });

    const input = screen.getByLabelText('Profile image');
    const photo = new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(input, photo);

    expect(input).toBeRequired();
    expect((input as HTMLInputElement).files?.[0]).toBe(photo);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
