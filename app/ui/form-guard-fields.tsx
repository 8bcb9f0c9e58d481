/**
 * The hidden part of every site form the contact service accepts: the honeypot (bots fill every field; people
 * never see this one; the server refuses a filled `website`) and the signed form token of this render.
 */
export function FormGuardFields({ idPrefix, formToken }: { idPrefix: string; formToken: string }) {
  return (
    <>
      <div hidden>
        <label htmlFor={`${idPrefix}-website`}>Deixe este campo em branco</label>
        <input
          id={`${idPrefix}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name="formToken" value={formToken} />
    </>
  );
}
