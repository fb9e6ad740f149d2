import { useState } from "react";
import { Palette, Plus } from "lucide-react";
import type { BrandKit } from "@common/brand-kits";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { LoadingPanel } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api-error";
import { useBrandKits } from "@web/lib/brand-kits";
import { useBrandKitMutations } from "../api/brand-kit-mutations";
import { BrandKitForm } from "./brand-kit-form";

type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; kit: BrandKit };

/** The account's kits as cards (colours, logo, last use), with the editor open for a new kit or the one chosen. */
export function BrandKitsPanel() {
  const kits = useBrandKits();
  const { remove } = useBrandKitMutations();
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (kits.isPending) return <LoadingPanel label="LOADING BRAND KITS" />;
  if (kits.isError)
    return (
      <Alert title="BRAND KITS NOT LOADED">{errorMessage(kits.error, "Your brand kits could not be loaded.")}</Alert>
    );

  const saved = (kit: BrandKit) => {
    toast({ title: "Brand kit saved", description: `${kit.name} is ready for your next concept.` });
    setEditing({ kind: "none" });
  };
  const del = async (kit: BrandKit) => {
    if (!window.confirm(`Delete the brand kit “${kit.name}”? Concepts made with it keep their copy and images.`))
      return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(kit.id);
      if (editing.kind === "edit" && editing.kit.id === kit.id) setEditing({ kind: "none" });
    } catch (err) {
      setDeleteError(errorMessage(err, "The brand kit could not be deleted."));
    }
  };

  return (
    <div className="grid gap-8">
      {deleteError ? <Alert title="KIT NOT DELETED">{deleteError}</Alert> : null}
      {kits.data.length === 0 && editing.kind === "none" ? (
        <p className="text-muted-foreground">
          No brand kit yet: make your first one with New brand kit, then choose it in the generator.
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your brand kits">
        {kits.data.map((kit) => (
          <li key={kit.id} className="grid gap-3 border border-border-strong bg-surface p-4">
            <div className="flex items-center gap-3">
              {kit.logoUrl ? (
                <img src={kit.logoUrl} alt="" className="h-10 w-10 object-contain" />
              ) : (
                <Palette aria-hidden className="h-10 w-10 text-muted-foreground" />
              )}
              <div>
                <h2 className="font-mono font-bold">{kit.name}</h2>
                <p className="text-xs text-muted-foreground">
                  {kit.lastUsedAt ? `Last used ${kit.lastUsedAt.slice(0, 10)}` : "Not used yet"}
                </p>
              </div>
            </div>
            <div className="flex gap-1" aria-hidden>
              {Object.entries(kit.colors).map(([role, c]) => (
                <span key={role} className="h-6 flex-1 border border-border" style={{ background: c }} />
              ))}
            </div>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing({ kind: "edit", kit })}>
                Edit {kit.name}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => void del(kit)}>
                Delete {kit.name}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing.kind === "none" ? (
        <div>
          <Button onClick={() => setEditing({ kind: "new" })}>
            <Plus aria-hidden className="h-4 w-4" /> New brand kit
          </Button>
        </div>
      ) : (
        <section className="border border-border-strong bg-surface p-5 sm:p-6">
          <h2 className="mb-5 font-mono text-lg font-bold">
            {editing.kind === "new" ? "New brand kit" : `Edit ${editing.kit.name}`}
          </h2>
          <BrandKitForm
            key={editing.kind === "edit" ? editing.kit.id : "new"}
            kit={editing.kind === "edit" ? editing.kit : null}
            onSaved={saved}
            onCancel={() => setEditing({ kind: "none" })}
          />
        </section>
      )}
    </div>
  );
}
