// A catalogue, compiled by @lingui/vite-plugin when imported (docs/decisions/059-languages.md).
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
