import { useEffect, useState } from "react";

/** Loads the open record's details (with its audit trail) whenever `id` or `version` changes. */
export function useRecord<T>(
  load: (id: string) => Promise<T>,
  id: string | null,
  version: unknown,
) {
  const [record, setRecord] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is a reload trigger; load is stable
  useEffect(() => {
    if (!id) return;
    let current = true;
    setFailed(false);
    load(id)
      .then((value) => current && setRecord(value))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [id, version]);
  return { record: id ? record : null, failed };
}
