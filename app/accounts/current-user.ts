import { useRootData } from "~/ui/root-data";
import type { Role } from "./roles";

/** The signed-in person as every page knows them (the root loader's `user`, app/root.tsx). */
export type CurrentUser = {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  isStaff: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
};

/** The signed-in person's part of the root loader's data. */
export type RootUserData = { user: CurrentUser | null };

export function useCurrentUser(): CurrentUser | null {
  return useRootData<RootUserData>()?.user ?? null;
}
