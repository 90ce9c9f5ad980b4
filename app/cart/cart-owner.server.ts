import { getCurrentUser } from "~/accounts/auth.server";
import type { CartOwner } from "./cart.server";
import { visitorCartId } from "./cart-count.server";

// Apart from cart.server.ts because sign-in (auth.server.ts) calls into that module.
export async function cartOwner(request: Request): Promise<CartOwner> {
  const user = await getCurrentUser(request);
  return user ? { userId: user.id } : { visitorCartId: await visitorCartId(request) };
}
