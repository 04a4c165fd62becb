import { randomBytes } from 'node:crypto';

// No 0/O or 1/I: order numbers are read out over the phone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const newOrderNumber = () => [...randomBytes(12)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
