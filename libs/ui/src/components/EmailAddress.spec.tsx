import { render } from '@testing-library/react';
import { EmailAddress } from './EmailAddress';

describe('EmailAddress', () => {
  it('offers line breaks only before the @ and the dots, and reads as the whole address', () => {
    const { container } = render(
      <p>
        <EmailAddress email="rahim.uddin.longname@example.com" />
      </p>,
    );
    const paragraph = container.querySelector('p')!;

    expect(paragraph).toHaveTextContent('rahim.uddin.longname@example.com');
    expect(paragraph.innerHTML).toBe('rahim<wbr>.uddin<wbr>.longname<wbr>@example<wbr>.com');
  });
});
