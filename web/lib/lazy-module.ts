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
