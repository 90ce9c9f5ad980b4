/**
 * The first line of an e-mail to a customer (issue 46): "Hello Thandi," with the first name the
 * account holds, "Hello," when it holds none (never "Hello there," nor a stray space).
 */
export function greeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Hello ${name},` : "Hello,";
}
