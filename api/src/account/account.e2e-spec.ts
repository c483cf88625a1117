import { eq } from 'drizzle-orm';
import { users } from '../database/schema.js';
import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

const ALL_EMAILS = {
  orderRequested: true,
  orderAccepted: true,
  orderDeclined: true,
  orderExpired: true,
  newMessage: true,
  sellerVerified: true,
  savedSearchMatches: true,
  reportOutcomes: true,
};

describe.each(DATABASE_TARGETS)('Settings on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
  });
  afterAll(() => ctx.close());

  it('answers 401 to every call without a session', async () => {
    const visitor = ctx.client();
    for (const [method, url, body] of [
      ['GET', '/api/account/profile'],
      ['PATCH', '/api/account/profile', { name: 'X' }],
      [
        'POST',
        '/api/account/password',
        { currentPassword: 'a', newPassword: 'long enough password' },
      ],
      ['GET', '/api/account/notifications'],
      ['PUT', '/api/account/notifications', ALL_EMAILS],
    ] as const) {
      expect((await visitor.request(method, url, body)).statusCode).toBe(401);
    }
  });

  it('edits name, photo and location, and the session shows the new name at once', async () => {
    const { client, email } = await ctx.signUp({ name: 'Sadia Rahman' });
    expect((await client.get('/api/auth/me')).json().displayName).toBe('Sadia Rahman');
    const before = await client.get('/api/account/profile');
    expect(before.json()).toEqual({
      name: 'Sadia Rahman',
      email,
      image: '/api/images/test.webp',
      location: null,
      hasPassword: true,
      lastPhone: null,
    });

    const edit = await client.request('PATCH', '/api/account/profile', {
      name: '  Sadia R. Chowdhury ',
      image: '/api/images/new-face.webp',
      location: 'Sylhet',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect((await client.get('/api/auth/me')).json()).toMatchObject({
      displayName: 'Sadia R. Chowdhury',
      photoURL: '/api/images/new-face.webp',
    });
    expect((await client.get('/api/account/profile')).json().location).toBe('Sylhet');

    const same = await client.request('PATCH', '/api/account/profile', { location: 'Sylhet' });
    expect(same.json().modifiedCount).toBe(0);
    const cleared = await client.request('PATCH', '/api/account/profile', { location: '' });
    expect(cleared.json().modifiedCount).toBe(1);
    expect((await client.get('/api/account/profile')).json().location).toBeNull();
  });

  it('offers the phone the account gave last, on its newest order or listing, in the local form, to itself only', async () => {
    const { name: category } = await addCategory(ctx);
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    const lastPhoneOf = async (client: typeof buyer.client) =>
      (await client.get('/api/account/profile')).json().lastPhone;
    expect(await lastPhoneOf(seller.client)).toBeNull();

    // Typed in Bengali digits with spaces; stored in E.164, offered back in the local form.
    const first = await listProduct(seller.client, category, { phone: '০১৭১২ ৩৪৫৬৭৮' });
    expect(await lastPhoneOf(seller.client)).toBe('01712345678');
    const second = await listProduct(seller.client, category, { phone: '+8801812345679' });
    expect(await lastPhoneOf(seller.client)).toBe('01812345679');

    await buyer.client.post('/api/buyproduct', orderForm(first, { phone: '01913-456780' }));
    expect(await lastPhoneOf(buyer.client)).toBe('01913456780');
    await buyer.client.post('/api/buyproduct', orderForm(second, { phone: '01612345681' }));
    expect(await lastPhoneOf(buyer.client)).toBe('01612345681');
    // The seller's own stays theirs: a buyer's phone on their orders is not it.
    expect(await lastPhoneOf(seller.client)).toBe('01812345679');
    expect((await ctx.client().get('/api/account/profile')).statusCode).toBe(401);
  });

  it('refuses bad profile fields with 400 naming them, and never changes the email or roles', async () => {
    const { client } = await ctx.signUp();
    for (const [body, field] of [
      [{}, 'name, image or location is required'],
      [{ name: '   ' }, 'name is required'],
      [{ image: 'javascript:alert(1)' }, 'image must be a picture uploaded to this site'],
      [{ location: 'x'.repeat(121) }, 'location must be at most 120 characters'],
      [{ email: 'other@example.com' }, 'email'],
      [{ role: 'seller' }, 'role'],
    ] as const) {
      const response = await client.request('PATCH', '/api/account/profile', body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().message)).toContain(field);
    }
  });

  it('changes the password with the current one, ending every other session but this one', async () => {
    const { client, email, password } = await ctx.signUp();
    const otherBrowser = ctx.client();
    await otherBrowser.post('/api/auth/login', { email, password });

    const change = await client.post('/api/account/password', {
      currentPassword: password,
      newPassword: 'a fresh long password',
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);
    expect((await otherBrowser.get('/api/auth/me')).statusCode).toBe(401);
    expect((await ctx.client().post('/api/auth/login', { email, password })).statusCode).toBe(401);
    const withNew = await ctx
      .client()
      .post('/api/auth/login', { email, password: 'a fresh long password' });
    expect(withNew.statusCode).toBe(200);
  });

  it('refuses a wrong current password or a short new one with 400, and limits wrong guesses', async () => {
    const { client, password } = await ctx.signUp();
    const short = await client.post('/api/account/password', {
      currentPassword: password,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json().message)).toContain(
      'newPassword must be at least 8 characters',
    );
    const missing = await client.post('/api/account/password', {
      newPassword: 'long enough password',
    });
    expect(JSON.stringify(missing.json().message)).toContain('currentPassword is required');
    for (let guess = 0; guess < 5; guess += 1) {
      const wrong = await client.post('/api/account/password', {
        currentPassword: `wrong guess ${guess}`,
        newPassword: 'long enough password',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('currentPassword does not match your current password');
    }
    const limited = await client.post('/api/account/password', {
      currentPassword: password,
      newPassword: 'long enough password',
    });
    expect(limited.statusCode).toBe(429);
    // Still signed in: a wrong password is not a reason to end the session.
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses a common new password as registration does, naming the field', async () => {
    const { client, email, password } = await ctx.signUp();
    for (const newPassword of ['password', 'Password1', 'iloveyou']) {
      const refused = await client.post('/api/account/password', {
        currentPassword: password,
        newPassword,
      });
      expect([newPassword, refused.statusCode]).toEqual([newPassword, 400]);
      expect(refused.json().message).toMatch(/^newPassword is one of the most common passwords/);
    }
    expect((await ctx.client().post('/api/auth/login', { email, password })).statusCode).toBe(200);
  });

  it('answers 409 to a password change on an account that has no password', async () => {
    const { client, id } = await ctx.signUp();
    await ctx.db
      .update(users)
      .set({ passwordHash: null })
      .where(eq(users.id, Number(id)));
    const change = await client.post('/api/account/password', {
      currentPassword: 'anything at all',
      newPassword: 'long enough password',
    });
    expect(change.statusCode).toBe(409);
    expect((await client.get('/api/account/profile')).json().hasPassword).toBe(false);
  });

  it('keeps each account’s email choices, every kind on until turned off', async () => {
    const { client } = await ctx.signUp();
    const other = await ctx.signUp();
    expect((await client.get('/api/account/notifications')).json()).toEqual(ALL_EMAILS);

    const choice = { ...ALL_EMAILS, newMessage: false, orderExpired: false };
    const saved = await client.put('/api/account/notifications', choice);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect((await client.get('/api/account/notifications')).json()).toEqual(choice);
    expect((await client.put('/api/account/notifications', choice)).json().modifiedCount).toBe(0);
    expect((await other.client.get('/api/account/notifications')).json()).toEqual(ALL_EMAILS);
  });

  it('refuses incomplete or unknown email choices with 400 naming them', async () => {
    const { client } = await ctx.signUp();
    const partial = await client.put('/api/account/notifications', { newMessage: false });
    expect(partial.statusCode).toBe(400);
    expect(JSON.stringify(partial.json().message)).toContain(
      'orderRequested must be true or false',
    );
    const unknown = await client.put('/api/account/notifications', {
      ...ALL_EMAILS,
      passwordReset: false,
    });
    expect(unknown.statusCode).toBe(400);
    const wrongType = await client.put('/api/account/notifications', {
      ...ALL_EMAILS,
      newMessage: 'no',
    });
    expect(JSON.stringify(wrongType.json().message)).toContain('newMessage must be true or false');
  });
});
