import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import type { ListPage } from "../../../../core/schemas/list";
import { ApiError } from "../../../lib/api";
import { Loaded } from "./loaded";
import { Pager } from "./pager";

/** The texts a list shows while loading, when empty and when it fails (docs/product.md, section 9.2 per tab). */
export type ListTexts = {
  loading: string;
  empty: string;
  error: (serverMessage: string | undefined) => string;
};

type ListViewProps<Item> = {
  /** The page the tab's loader asked for. */
  page: Promise<ListPage<Item>>;
  texts: ListTexts;
  /** Above the records once they are here (the bulk actions, which need the page). */
  header?: (page: ListPage<Item>) => ReactNode;
  children: (items: Item[]) => ReactNode;
};

/** Loading, error and empty states around a page of items, and the pager under it. */
export function ListView<Item>({ page, texts, header, children }: ListViewProps<Item>) {
  // A new search, filter or page is on its way: the page shown is the old one.
  const busy = useNavigation().state === "loading";
  return (
    <Loaded
      data={page}
      loading={
        <p className="list-message" role="status">
          {texts.loading}
        </p>
      }
      failure={(error) => (
        <p className="list-message list-message--error" role="alert">
          {texts.error(error instanceof ApiError ? error.serverMessage : undefined)}
        </p>
      )}
    >
      {(loaded) => (
        <>
          {header?.(loaded)}
          <div aria-busy={busy}>
            {loaded.items.length === 0 ? (
              <p className="list-message">{texts.empty}</p>
            ) : (
              children(loaded.items)
            )}
            <Pager page={loaded} />
          </div>
        </>
      )}
    </Loaded>
  );
}
