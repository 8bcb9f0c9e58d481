import { useTexts } from "~/i18n/texts";
import { uiTexts } from "./ui.texts";

/**
 * The hidden part of every site form the contact service accepts: the honeypot (bots fill every field; people
 * never see this one; the server refuses a filled `website`) and the signed form token of this render.
 */
export function FormGuardFields({ idPrefix, formToken }: { idPrefix: string; formToken: string }) {
  const t = useTexts(uiTexts);
  return (
    <>
      <div hidden>
        <label htmlFor={`${idPrefix}-website`}>{t.honeypot}</label>
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
