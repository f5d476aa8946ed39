import type { z } from "zod";
import type { FieldErrors } from "../components/ui/use-form-fields";

/**
 * A value behind a dynamic import(), loaded once: `preload` starts it without waiting (a form's
 * first focus), `load` waits for it (the form's Next or Submit). A failed load is tried again on
 * the next call rather than remembered (docs/decisions/031-light-form-pages.md).
 */
export function lazyModule<T>(importer: () => Promise<T>) {
  let pending: Promise<T> | null = null;
  const load = (): Promise<T> => {
    pending ??= importer().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return {
    load,
    preload: () => {
      load().catch(() => {
        // Loaded again when the form checks; that call reports the failure.
      });
    },
  };
}

/**
 * A form's rules, the core schema the server checks with, loaded only when the form is first
 * focused (`preload`) or checked (docs/decisions/031-light-form-pages.md). The fields are read as
 * typed; a number field's text becomes a number (blank is not a number, as the schema says).
 * The console's forms, with no budget, pass a schema they already hold: `async () => Schema`.
 */
export function lazySchema<Name extends string, Output>(
  importer: () => Promise<z.ZodType<Output>>,
  numberFields: readonly Name[] = [],
) {
  const schema = lazyModule(importer);
  const toInput = (values: Record<Name, string>) => {
    const input: Record<string, string | number> = { ...values };
    for (const name of numberFields) input[name] = values[name] === "" ? Number.NaN : +values[name];
    return input;
  };

  return {
    preload: schema.preload,
    /** The first message for each invalid field; empty when the answers may be sent. */
    async errors(values: Record<Name, string>): Promise<FieldErrors<Name>> {
      const result = (await schema.load()).safeParse(toInput(values));
      const found: FieldErrors<Name> = {};
      for (const issue of result.error?.issues ?? []) {
        const name = issue.path[0];
        if (typeof name === "string" && name in values) found[name as Name] ??= issue.message;
      }
      return found;
    },
    /** The answers as the schema gives them (trimmed, numbers), once they are valid. */
    async parse(values: Record<Name, string>): Promise<Output> {
      return (await schema.load()).parse(toInput(values));
    },
  };
}
