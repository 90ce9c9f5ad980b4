import { z } from "zod";
import { ADMIN_PASSWORD_RULE_MESSAGES, USER_MESSAGES } from "./messages";
import { PASSWORD_REQUIREMENTS } from "./password-rules";
import { STAFF_ROLES } from "./roles";

/** The forms of user management (/admin/users), one schema with an intent per form. */
const email = z
  .string({ error: USER_MESSAGES.emailRequired })
  .trim()
  .min(1, USER_MESSAGES.emailRequired)
  .pipe(z.email(USER_MESSAGES.emailInvalid));

/** Ticked role boxes: none, one (a string) or several (an array). */
const roleList = (message: string) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.enum(STAFF_ROLES, { error: message })),
  );

const userId = z.string({ error: USER_MESSAGES.userNotFound }).trim().min(1, USER_MESSAGES.userNotFound);

export const UserAdminForm = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("invite"),
      email,
      roles: roleList(USER_MESSAGES.inviteRolesRequired).pipe(
        z.array(z.enum(STAFF_ROLES)).min(1, USER_MESSAGES.inviteRolesRequired),
      ),
    }),
    z.object({ intent: z.literal("reset"), email }),
    z.object({
      intent: z.literal("roles"),
      userId,
      roles: roleList(USER_MESSAGES.rolesFailed),
    }),
    z.object({ intent: z.literal("suspend"), userId }),
    z.object({ intent: z.literal("unsuspend"), userId }),
    z.object({ intent: z.literal("delete"), userId }),
  ],
  { error: "Please choose what to do." },
);
export type UserAdminFormValue = z.infer<typeof UserAdminForm>;

/**
 * Change My Password and a super admin's change of another's password: the shop's full rules
 * (12 characters, upper, lower, digit, symbol; breached passwords refused by the action), told
 * one rule at a time in the spec's words.
 */
export const PasswordChangeForm = z
  .object({
    userId: z.string().trim().optional(),
    currentPassword: z.string().optional(),
    newPassword: z
      .string({ error: USER_MESSAGES.newPasswordRequired })
      .min(1, USER_MESSAGES.newPasswordRequired)
      .max(200)
      .superRefine((password, context) => {
        for (const rule of PASSWORD_REQUIREMENTS) {
          if (!rule.test(password)) {
            context.addIssue({ code: "custom", message: ADMIN_PASSWORD_RULE_MESSAGES[rule.id] });
            return;
          }
        }
      }),
    confirmPassword: z.string({ error: USER_MESSAGES.passwordsDoNotMatch }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: USER_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
    when: () => true,
  });
