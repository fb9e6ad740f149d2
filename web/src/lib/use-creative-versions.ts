import { useState } from "react";

interface Versions {
  /** The concept version the per-size versions below were recorded against. */
  base: string;
  /** The version of a size not switched here. */
  fallback: string;
  /** The version each size switched here was saved at. */
  sizes: Record<string, string>;
  /** Sizes whose switch is being saved. */
  saving: string[];
}

/**
 * The version each size's creatives are asked for at (the `v` of their URLs). The concept's updatedAt moves on any
 * change, but a layout switched here changes one size only: the other sizes keep the version they had, so the browser
 * keeps their pictures instead of asking for all of them again. Any other change (a text edited, another kit) moves
 * every size to the concept's new version.
 */
export function useCreativeVersions(version: string) {
  const [state, setState] = useState<Versions>({ base: version, fallback: version, sizes: {}, saving: [] });
  const of = (sizeKey: string): string => {
    const own = state.sizes[sizeKey] ?? state.fallback;
    if (version === state.base) return own;
    // The concept moved on while a switch was being saved: that switch moved it, so only its size changes.
    return state.saving.length && !state.saving.includes(sizeKey) ? own : version;
  };
  /** Saves one size's layout with `run`, which answers the concept with its new updatedAt. */
  const save = async <T extends { updatedAt: string }>(sizeKey: string, run: () => Promise<T>): Promise<T> => {
    setState((prev) => ({ ...prev, saving: [...prev.saving, sizeKey] }));
    try {
      const updated = await run();
      setState((prev) => ({
        base: updated.updatedAt,
        fallback: prev.fallback,
        sizes: { ...prev.sizes, [sizeKey]: updated.updatedAt },
        saving: prev.saving.filter((s) => s !== sizeKey),
      }));
      return updated;
    } catch (error) {
      setState((prev) => ({ ...prev, saving: prev.saving.filter((s) => s !== sizeKey) }));
      throw error;
    }
  };
  return { of, save };
}
