/**
 * Policy versions: every save of a policy's text is a new whole version (1.0, 2.0, 3.0...), the
 * earlier texts kept in policy_versions (docs/decisions/0046). Older rows may hold any text in
 * `version`; its leading whole number is taken, at least 1.
 */
export function versionNumber(stored: string | null | undefined): number {
  const whole = Number.parseInt(String(stored ?? "").trim(), 10);
  return Number.isFinite(whole) && whole >= 1 ? whole : 1;
}

export function versionLabel(number: number): string {
  return `${number}.0`;
}

export function nextVersion(stored: string | null | undefined): { number: number; label: string } {
  const number = versionNumber(stored) + 1;
  return { number, label: versionLabel(number) };
}
