import { describe, expect, it } from 'vitest';
import { cardProblem } from './checkout';

const today = new Date('2026-11-23T12:00:00Z');
const card = { number: '4242424242424242', expiry: '12/28', cvc: '123' };

describe('card checks before paying', () => {
  it('lets a well-formed card through', () => {
    expect(cardProblem(card, today)).toBeNull();
    // A card is valid through the last day of its month.
    expect(cardProblem({ ...card, expiry: '11/26' }, today)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(cardProblem({ ...card, number: '4242' }, today)).toBe('Revisa el número de la tarjeta.');
    expect(cardProblem({ ...card, expiry: '13/28' }, today)).toBe('Escribe el vencimiento como MM/AA.');
    expect(cardProblem({ ...card, expiry: '10/26' }, today)).toBe('La tarjeta está vencida.');
    expect(cardProblem({ ...card, cvc: '12' }, today)).toBe('Revisa el código de seguridad.');
  });
});
