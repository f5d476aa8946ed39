/** A form's failure as one announced line (role="alert"); nothing while there is none. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className="form__error" role="alert">
      {message}
    </p>
  ) : null;
}
