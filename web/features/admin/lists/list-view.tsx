import type { ReactNode } from "react";
import type { ListPage } from "../../../../core/schemas/list";
import { ApiError } from "../../../lib/api";
import { Pager } from "./pager";

/** The texts a list shows while loading, when empty and when it fails (docs/product.md §9.2 per tab). */
export type ListTexts = {
  loading: string;
  empty: string;
  error: (serverMessage: string | undefined) => string;
};

type ListViewProps<Item> = {
  state:
    | { phase: "loading"; page?: ListPage<Item> }
    | { phase: "ready"; page: ListPage<Item> }
    | { phase: "error"; error: unknown };
  texts: ListTexts;
  children: (items: Item[]) => ReactNode;
};

/** Loading, error and empty states around a page of items, and the pager under it. */
export function ListView<Item>({ state, texts, children }: ListViewProps<Item>) {
  if (state.phase === "error") {
    const serverMessage = state.error instanceof ApiError ? state.error.serverMessage : undefined;
    return (
      <p className="list-message list-message--error" role="alert">
        {texts.error(serverMessage)}
      </p>
    );
  }
  const page = state.page;
  if (!page) {
    return (
      <p className="list-message" role="status">
        {texts.loading}
      </p>
    );
  }
  return (
    <div aria-busy={state.phase === "loading"}>
      {page.items.length === 0 ? (
        <p className="list-message">{texts.empty}</p>
      ) : (
        children(page.items)
      )}
      <Pager page={page} />
    </div>
  );
}
