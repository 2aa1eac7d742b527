/** Whether this runtime knows the IANA zone (browser and server read the same tz data; the server decides). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone's name as the runtime's tz data spells it (`america/sao_paulo` is `America/Sao_Paulo`, `utc`
 * is `UTC`): a zone is kept and shown by that name, however it was typed. An unknown zone is given back
 * as it is, for the check that refuses it to name it.
 */
export function canonicalTimeZone(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
}
