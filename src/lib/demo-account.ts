/**
 * The accounts the demo (the browser mock mode) offers on the sign-in page: its admin, and a viewer who
 * only reads. The mock mode's own entry (src/mocks/demo/browser.ts) offers them as it starts, before the app
 * draws: the app never imports the mocks, so a production bundle holds no demo password, and a
 * deployment, which never starts them, offers none.
 */
export interface DemoAccount {
  readonly username: string;
  readonly password: string;
}

export interface DemoOffer {
  readonly admin: DemoAccount;
  readonly viewer?: DemoAccount;
}

let offered: DemoOffer | undefined;

/** Offers the accounts to fill the sign-in form with, or none (`undefined`). */
export function offerDemoAccounts(offer: DemoOffer | undefined): void {
  offered = offer;
}

export function offeredDemoAccounts(): DemoOffer | undefined {
  return offered;
}
