import {
  loginInputSchema,
  orderInputSchema,
  productInputSchema,
  registerInputSchema,
  userProfileInputSchema,
} from './index.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const productForm = {
  productName: 'Walton fridge',
  productImage: '/api/images/fridge.webp',
  location: 'Mirpur, Dhaka',
  orginalPrice: '30000',
  resellPrice: '18000.5',
  yearsOfUsed: '2 years',
  category: 'Home appliances',
  phone: '01712 345-678',
};

describe('the add-product form', () => {
  it('accepts prices typed as text and keeps the phone as digits with its leading zero', () => {
    const parsed = productInputSchema.parse(productForm);
    expect(parsed.orginalPrice).toBe(30000);
    expect(parsed.resellPrice).toBe(18000.5);
    expect(parsed.phone).toBe('01712345678');
  });

  it('names every missing or bad field', () => {
    const result = productInputSchema.safeParse({
      ...productForm,
      productName: '  ',
      orginalPrice: '-5',
      resellPrice: 'cheap',
      phone: '12',
    });
    expect(messagesOf(result).sort()).toEqual([
      'orginalPrice',
      'phone',
      'productName',
      'resellPrice',
    ]);
  });

  it('takes "Show my phone on this listing" as an optional true or false, naming it when it is neither', () => {
    expect(productInputSchema.parse(productForm).showPhone).toBeUndefined();
    expect(productInputSchema.parse({ ...productForm, showPhone: false }).showPhone).toBe(false);
    const result = productInputSchema.safeParse({ ...productForm, showPhone: 'no' });
    expect(messagesOf(result)).toEqual(['showPhone']);
    expect(result.error?.issues[0]?.message).toBe('showPhone must be true or false');
  });

  it('refuses fields it does not know, but tolerates those the server sets itself', () => {
    expect(productInputSchema.safeParse({ ...productForm, advrtized: true }).success).toBe(false);
    expect(
      productInputSchema.safeParse({ ...productForm, SallerName: 'x', date: '2026-01-01' }).success,
    ).toBe(true);
  });

  it('takes only pictures the image service issued, never an address elsewhere', () => {
    for (const productImage of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      'data:image/png;base64,AA',
      'https://tracker.example/pixel.png',
      '/api/images/../auth/me',
      '/uploads/x.webp',
    ]) {
      expect(productInputSchema.safeParse({ ...productForm, productImage }).success).toBe(false);
    }
  });
});

describe('registration and sign-in', () => {
  const registration = {
    name: 'Rahim',
    email: ' Rahim@Example.COM ',
    password: 'long enough',
    image: '/api/images/me.webp',
    role: 'user',
  };

  it('normalises the email and refuses an admin or verified flag', () => {
    expect(registerInputSchema.parse(registration).email).toBe('rahim@example.com');
    expect(registerInputSchema.safeParse({ ...registration, isAdmin: true }).success).toBe(false);
    expect(registerInputSchema.safeParse({ ...registration, role: 'admin' }).success).toBe(false);
  });

  it('bounds the password before anything hashes it', () => {
    expect(
      messagesOf(registerInputSchema.safeParse({ ...registration, password: 'short' })),
    ).toEqual(['password']);
    expect(loginInputSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(129) }).success).toBe(
      false,
    );
  });

  it('ignores the verify flag the spec client sends with the profile record', () => {
    const parsed = userProfileInputSchema.parse({ ...registration, verify: true, isAdmin: true });
    expect(parsed).not.toHaveProperty('verify');
    expect(parsed).not.toHaveProperty('isAdmin');
  });
});

describe('the order form', () => {
  it('needs the product, a numeric phone and a meeting place; tolerates the price the spec client sends', () => {
    const parsed = orderInputSchema.parse({
      productId: '12',
      phone: '01811111111',
      meetingLocation: 'Dhanmondi 27',
      price: 1,
    });
    expect(parsed).toMatchObject({ productId: '12', phone: '01811111111' });
    expect(
      messagesOf(orderInputSchema.safeParse({ productId: '12', phone: 'call me' })).sort(),
    ).toEqual(['meetingLocation', 'phone']);
  });
});
