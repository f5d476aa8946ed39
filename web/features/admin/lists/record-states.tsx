import { type ReactNode, Suspense, use } from "react";
import { useOutletContext, useParams } from "react-router";
import type { ListPage } from "../../../../core/schemas/list";
import { ApiError, errorText } from "../../../lib/api";

/** While an open record loads. */
export function RecordLoading() {
  return (
    <p className="list-message" role="status">
      Loading…
    </p>
  );
}

/** An open record that could not be read: gone (404), or the call failed. */
export function RecordFailure({ error, noun }: { error: unknown; noun: string }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <p className="list-message list-message--error" role="alert">
      {missing
        ? `This ${noun} no longer exists.`
        : errorText(error, { fallback: "Something went wrong.", network: "Something went wrong." })}
    </p>
  );
}

/** What a list hands the record open beside it: the page it shows. */
export type ListOutletContext<Item> = { page: Promise<ListPage<Item>> };

/**
 * A record read from the page of its list (a form's answers, with no call of its own): the list
 * and its record share the URL's search and page, so a reload shows it again.
 */
export function RecordFromList<Item extends { _id: string }>({
  noun,
  children,
}: {
  noun: string;
  children: (item: Item) => ReactNode;
}) {
  const { page } = useOutletContext<ListOutletContext<Item>>();
  const id = useParams().id;
  return (
    <Suspense fallback={<RecordLoading />}>
      <FromPage page={page} id={id} noun={noun}>
        {children}
      </FromPage>
    </Suspense>
  );
}

function FromPage<Item extends { _id: string }>({
  page,
  id,
  noun,
  children,
}: {
  page: Promise<ListPage<Item>>;
  id: string | undefined;
  noun: string;
  children: (item: Item) => ReactNode;
}) {
  const item = use(page).items.find((candidate) => candidate._id === id);
  if (!item) {
    return (
      <p className="list-message" role="status">
        This {noun} is not on this page of the list. Search for it, or open it from the list.
      </p>
    );
  }
  return children(item);
}
