// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SharingPanel } from './SharingPanel';

interface Row {
  subscriptionID: number | null;
  email: string;
  statusID: number | null;
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

/** A sales service holding the invitations of subscription 7; the owner is ana@example.com. */
function serve(rows: Row[]) {
  const calls: string[] = [];
  server.use(
    http.get('*/sales/public/v1/subscription/7/sharing', () =>
      HttpResponse.json({ subscriptionID: 7, sharedSubscriptions: rows }),
    ),
    http.put('*/sales/public/v1/subscription/7/share', async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      calls.push(`share ${email}`);
      if (email === 'ana@example.com')
        return HttpResponse.json({ code: '330201', message: 'member already in group' }, { status: 409 });
      rows.push({ subscriptionID: null, email, statusID: null });
      return HttpResponse.json({ redeemCode: 'CODIGO-1' });
    }),
    http.put('*/sales/public/v1/subscription/7/share/withdraw', async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      calls.push(`withdraw ${email}`);
      rows.splice(
        rows.findIndex((r) => r.email === email),
        1,
      );
      return HttpResponse.json({ subscriptionID: 7 });
    }),
  );
  render(<SharingPanel subscriptionID={7} />);
  return calls;
}

const invite = async (email: string) => {
  await userEvent.type(screen.getByLabelText('Correo de la persona invitada'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Invitar' }));
};
const items = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('sharing a subscription', () => {
  it('lists who is invited, invites one more and shows the code to pass on', async () => {
    serve([{ subscriptionID: 12, email: 'luis@example.com', statusID: 1 }]);
    expect(await screen.findByText('luis@example.com')).toBeTruthy();
    expect(items()[0]).toContain('Invitación aceptada');
    await invite('eva@example.com');
    expect((await screen.findByRole('status')).textContent).toBe('Invitación creada. Comparte este código: CODIGO-1');
    await screen.findByText('eva@example.com');
    expect(items()[1]).toContain('Invitación pendiente');
  });

  it("says the spec's 330201 text when the owner invites their own address", async () => {
    const calls = serve([]);
    await screen.findByRole('list');
    await invite('ana@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La persona ya hace parte de esta suscripción o ya fue invitada.',
    );
    expect(calls).toEqual(['share ana@example.com']);
  });

  it('refuses an address already invited without asking the service', async () => {
    const calls = serve([{ subscriptionID: null, email: 'luis@example.com', statusID: null }]);
    await screen.findByText('luis@example.com');
    await invite('LUIS@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La persona ya hace parte de esta suscripción o ya fue invitada.',
    );
    expect(calls).toEqual([]);
  });

  it('withdraws an invitation', async () => {
    const calls = serve([
      { subscriptionID: null, email: 'luis@example.com', statusID: null },
      { subscriptionID: 13, email: 'eva@example.com', statusID: 1 },
    ]);
    const list = await screen.findByRole('list');
    await userEvent.click(within(list).getByRole('button', { name: 'Retirar la invitación de luis@example.com' }));
    await waitFor(() => expect(screen.queryByText('luis@example.com')).toBeNull());
    expect(calls).toEqual(['withdraw luis@example.com']);
    expect(items()).toHaveLength(1);
  });
});
