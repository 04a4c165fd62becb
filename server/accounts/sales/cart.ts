import type { Request, Response } from 'express';
import { Router } from 'express';
import { eq } from 'drizzle-orm';
import { salesCarts, type CartItem } from '../../db/schema-accounts';
import type { AccountsContext } from '../context';
import { randomToken } from '../crypto';
import { ApiError, parseBody } from '../errors';
import { cookiesOf, readerOf } from '../http';
import { productFor } from './catalogue';
import { addItemsBody } from './validation';
import { siteOf } from './site';

const CART_COOKIE = 'sales_cart';

type CartRow = typeof salesCarts.$inferSelect;

export function cartView(cart: Pick<CartRow, 'items' | 'billingAddress'> | undefined) {
  const items = (cart?.items ?? []).map((i) => ({ ...i, total: i.price * i.quantity }));
  const subtotal = items.reduce((sum, i) => sum + i.total, 0);
  return { items, subtotal, tax: 0, total: subtotal, currency: 'COP', billingAddress: cart?.billingAddress ?? null };
}

/** A reader's cart follows their account; an anonymous visitor's is found by its HttpOnly cookie. */
export async function cartIdOf(ctx: AccountsContext, req: Request): Promise<string | undefined> {
  const reader = await readerOf(ctx, req);
  if (reader) return `user:${reader.userId}`;
  const cookie = cookiesOf(req)[CART_COOKIE];
  return cookie && /^[A-Za-z0-9_-]{20,64}$/.test(cookie) ? `anon:${cookie}` : undefined;
}

export async function loadCart(ctx: AccountsContext, id: string | undefined): Promise<CartRow | undefined> {
  if (!id) return undefined;
  const [row] = await ctx.db.select().from(salesCarts).where(eq(salesCarts.id, id));
  return row;
}

export function cartRouter(ctx: AccountsContext): Router {
  const router = Router();

  const saveCart = async (id: string, site: string, items: CartItem[], billingAddress?: CartRow['billingAddress']) => {
    const values = { items, updatedAt: ctx.now(), ...(billingAddress ? { billingAddress } : {}) };
    const [row] = await ctx.db
      .insert(salesCarts)
      .values({ id, site, ...values })
      .onConflictDoUpdate({ target: salesCarts.id, set: values })
      .returning();
    return row;
  };

  const newAnonymousCart = (res: Response) => {
    const id = randomToken(24);
    res.cookie(CART_COOKIE, id, { httpOnly: true, secure: ctx.production, sameSite: 'lax', path: '/sales/public' });
    return `anon:${id}`;
  };

  router.get('/cart', async (req, res) => {
    res.json(cartView(await loadCart(ctx, await cartIdOf(ctx, req))));
  });

  // A subscription is bought one at a time: adding a product replaces what the cart held.
  router.post('/cart/item', async (req, res) => {
    const body = parseBody(addItemsBody, req.body);
    const site = siteOf(res);
    const items = body.items.map((item) => {
      const product = productFor(site, item.sku);
      if (!product || (item.priceCode && item.priceCode !== product.priceCode))
        throw new ApiError(400, 'SKU_NOT_FOUND', 'El producto no existe.');
      return {
        sku: product.sku,
        quantity: item.quantity,
        priceCode: product.priceCode,
        name: product.name,
        price: product.amount,
      };
    });
    const id = (await cartIdOf(ctx, req)) ?? newAnonymousCart(res);
    res.json(cartView(await saveCart(id, site, items, body.billingAddress)));
  });

  router.delete('/cart/item/:sku', async (req, res) => {
    const id = await cartIdOf(ctx, req);
    const cart = await loadCart(ctx, id);
    if (!id || !cart) return void res.json(cartView(undefined));
    const sku = String(req.params.sku);
    res.json(
      cartView(
        await saveCart(
          id,
          cart.site,
          cart.items.filter((i) => i.sku !== sku),
        ),
      ),
    );
  });

  router.delete('/cart/clear', async (req, res) => {
    const id = await cartIdOf(ctx, req);
    const cart = await loadCart(ctx, id);
    if (!id || !cart) return void res.json(cartView(undefined));
    res.json(cartView(await saveCart(id, cart.site, [])));
  });

  return router;
}
