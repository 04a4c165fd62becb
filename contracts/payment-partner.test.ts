import { describe, expect, it } from 'vitest';
import { isSwg } from './payment-partner';

describe('paymentPartner (spec 2, 3)', () => {
  it("marks a Subscribe with Google subscription by 'SwG' only", () => {
    expect(isSwg({ paymentMethod: { paymentPartner: 'SwG' } })).toBe(true);
    expect(isSwg({ paymentMethod: { paymentPartner: 'Stripe' } })).toBe(false);
    expect(isSwg({ paymentMethod: { paymentPartner: 'google' } })).toBe(false);
    expect(isSwg({})).toBe(false);
  });
});
