import { describe, expect, it } from 'vitest';
import { isServerErrorCode, serverErrorCodes } from './error-codes';

describe("the server's error codes", () => {
  it('are listed once each, in kebab-case', () => {
    expect(new Set(serverErrorCodes).size).toBe(serverErrorCodes.length);
    for (const code of serverErrorCodes) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('are known to the browser, and a code from a newer server is not', () => {
    for (const code of serverErrorCodes) expect(isServerErrorCode(code)).toBe(true);
    expect(isServerErrorCode('brand-new')).toBe(false);
    expect(isServerErrorCode('')).toBe(false);
  });
});
