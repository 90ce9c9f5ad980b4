/**
 * The Sign out button, inside a POST form to /logout. It carries a named field: a form with no
 * field at all is sent as a GET by some text browsers (lynx), which would never sign out.
 */
export function SignOutButton({ className }: { className: string }) {
  return (
    <>
      <input type="hidden" name="intent" value="sign-out" />
      <button type="submit" className={className}>
        Sign out
      </button>
    </>
  );
}
