import { describe, it, expect } from 'vitest';
import { isBalanced } from './is-balanced.js';

describe('isBalanced', () => {
  it('wants every bracket and double quotation closed, in order', () => {
    expect(isBalanced('The model (a network) is trained on data [12].')).toBe(true);
    expect(isBalanced('Plusieurs modules forment un arbre « dépliable » ici.')).toBe(true);
    expect(isBalanced('The XString class and its subsetting operator [')).toBe(false);
    expect(isBalanced('The sum (over all terms is taken.')).toBe(false);
    expect(isBalanced('A closing ) before its opening (')).toBe(false);
    expect(isBalanced('Le kit « maison et rien d’autre.')).toBe(false);
    expect(isBalanced('He called it “dépliable and moved on.')).toBe(false);
    expect(isBalanced('全角（括号）也算。')).toBe(true);
  });
});
