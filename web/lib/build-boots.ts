import { build, type Plugin, type ResolvedConfig } from "vite";

/** The pages' own boots (docs/decisions/033-home-page-boot.md): entry file by boot name. */
const BOOTS = { home: "web/home-boot.tsx" };

/** The page already carries its CSS (docs/decisions/028-page-css.md): a boot brings none. */
function withoutCss(): Plugin {
  const stub = "\0boot-css-stub";
  return {
    name: "nakhla:boot-without-css",
    enforce: "pre",
    resolveId: (source) => (/\.css($|\?)/.test(source) ? stub : null),
    load: (id) => (id === stub ? "export default ''" : null),
  };
}

/**
 * Builds each boot into `clientDir`/assets as `<name>-boot-HASH.js`, beside React Router's client
 * build and with the same settings (mode, .env, VITE_ variables), where core/page-delivery.ts
 * finds it. Its own bundle: React Router's chunks hold the data router this boot leaves out.
 */
export async function buildBoots(clientDir: string, viteConfig: ResolvedConfig) {
  await build({
    configFile: false,
    root: viteConfig.root,
    mode: viteConfig.mode,
    envDir: viteConfig.envDir,
    publicDir: false,
    logLevel: "warn",
    plugins: [withoutCss()],
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      rollupOptions: {
        input: BOOTS,
        // React Router's "use client" means nothing outside React Server Components.
        onwarn: (warning, warn) => warning.code === "MODULE_LEVEL_DIRECTIVE" || warn(warning),
        output: {
          entryFileNames: "assets/[name]-boot-[hash].js",
          chunkFileNames: "assets/[name]-boot-part-[hash].js",
        },
      },
    },
  });
}
