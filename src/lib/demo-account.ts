/**
 * The account the demo (the browser mock mode) offers on the sign-in page. The mock mode's own entry
 * (src/mocks/browser.ts) offers it as it starts, before the app draws: the app never imports the mocks,
 * so a production bundle holds no demo password, and a deployment, which never starts them, offers none.
 */
export interface DemoAccount {
  readonly username: string;
  readonly password: string;
}

let offered: DemoAccount | undefined;

/** Offers an account to fill the sign-in form with, or none (`undefined`). */
export function offerDemoAccount(account: DemoAccount | undefined): void {
  offered = account;
}

export function offeredDemoAccount(): DemoAccount | undefined {
  return offered;
}
