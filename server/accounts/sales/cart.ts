import type { Request, Response } from 'express';
import { Router } from 'express';
import { eq } from 'drizzle-orm';
import { salesCarts, type CartItem } from '../../db/schema-sales';
import type { AccountsContext } from '../context';
import { randomToken } from '../crypto';
import { ApiError, parseBody } from '../errors';
import { cookiesOf, readerOf } from '../http';
import { productFor } from '../../../contracts/catalogue';
import { refuseSecondPlan } from './one-plan';
import { addItemsBody } from './validation';
import { siteOf } from './site';

const CART_COOKIE = 'sales_cart';
/**
 * The cart calls read the cookie; the password login reads it too, to merge the cart into the reader's. Two
 * narrow paths rather than `/`, so the cookie never travels with (cacheable) page requests.
 */
const CART_COOKIE_PATHS = ['/sales/public', '/identity/public/v1/auth'];

type CartRow = typeof salesCarts.$inferSelect;

export function cartView(cart: Pick<CartRow, 'items' | 'billingAddress'> | undefined) {
  const items = (cart?.items ?? []).map((i) => ({ ...i, total: i.price * i.quantity }));
  const subtotal = items.reduce((sum, i) => sum + i.total, 0);
  return { items, subtotal, tax: 0, total: subtotal, currency: 'COP', billingAddress: cart?.billingAddress ?? null };
}

function anonymousCartId(req: Request): string | undefined {
  const cookie = cookiesOf(req)[CART_COOKIE];
  return cookie && /^[A-Za-z0-9_-]{20,64}$/.test(cookie) ? `anon:${cookie}` : undefined;
}

/** A reader's cart follows their account; an anonymous visitor's is found by its HttpOnly cookie. */
export async function cartIdOf(ctx: AccountsContext, req: Request): Promise<string | undefined> {
  const reader = await readerOf(ctx, req);
  if (reader) return `user:${reader.userId}`;
  return anonymousCartId(req);
}

export async function loadCart(ctx: AccountsContext, id: string | undefined): Promise<CartRow | undefined> {
  if (!id) return undefined;
  const [row] = await ctx.db.select().from(salesCarts).where(eq(salesCarts.id, id));
  return row;
}

/**
 * At login, the cart filled before it becomes the reader's: its product replaces the one the reader's cart held
 * (a cart holds one subscription and this is the latest choice), its billing address is kept when it has one.
 * The anonymous cart and its cookie are removed. A failure here is logged and never fails the login.
 */
export async function mergeAnonymousCart(ctx: AccountsContext, req: Request, res: Response, userId: string) {
  const anonId = anonymousCartId(req);
  if (!anonId) return;
  for (const path of CART_COOKIE_PATHS) res.clearCookie(CART_COOKIE, { path });
  try {
    await ctx.db.transaction(async (tx) => {
      const [anon] = await tx.delete(salesCarts).where(eq(salesCarts.id, anonId)).returning();
      if (!anon || anon.items.length === 0) return;
      const values = {
        site: anon.site,
        items: anon.items,
        updatedAt: ctx.now(),
        ...(anon.billingAddress ? { billingAddress: anon.billingAddress } : {}),
      };
      await tx
        .insert(salesCarts)
        .values({ id: `user:${userId}`, ...values })
        .onConflictDoUpdate({ target: salesCarts.id, set: values });
    });
  } catch (err) {
    ctx.log.error({ err }, 'anonymous cart not merged');
  }
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
    for (const path of CART_COOKIE_PATHS)
      res.cookie(CART_COOKIE, id, { httpOnly: true, secure: ctx.production, sameSite: 'lax', path });
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
    // A reader who already holds a plan of the site is told so here, before any order (409 ALREADY_SUBSCRIBED).
    const reader = await readerOf(ctx, req);
    if (reader) await refuseSecondPlan(ctx.db, site, reader.userId);
    const id = reader ? `user:${reader.userId}` : (anonymousCartId(req) ?? newAnonymousCart(res));
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
